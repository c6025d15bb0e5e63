import { Anchor, Tabs, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { CardPage } from '../../../components/card-page';
import { usePublicInstitute } from '../../../lib/public-institute';
import { IndividualSignupForm } from '../components/individual-signup-form';
import { InstituteSignupForm } from '../components/institute-signup-form';

type SignupTab = 'institute' | 'individual';

const parseTab = (value: string | null | undefined): SignupTab | null =>
  value === 'institute' || value === 'individual' ? value : null;

/** `/signup` and `/{userSlug}/signup`: a school or an individual account, each confirmed by an emailed code. */
export default function SignupPage() {
  const { userSlug } = useParams();
  const [params, setParams] = useSearchParams();
  const institute = usePublicInstitute(userSlug);
  const chosen =
    parseTab(params.get('tab')) ??
    parseTab(params.get('type')?.toLowerCase()) ??
    (userSlug ? 'individual' : 'institute');

  const subtitle = institute.data ? `Join ${institute.data.name} on Noticeboard.` : 'Create your Noticeboard account.';

  return (
    <CardPage title="Sign up" subtitle={subtitle} wide>
      <Tabs
        value={chosen}
        onChange={(value) =>
          value && setParams((prev) => ({ ...Object.fromEntries(prev), tab: value }), { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List grow aria-label="Account type">
          <Tabs.Tab value="institute">School</Tabs.Tab>
          <Tabs.Tab value="individual">Individual</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="institute" pt="lg">
          <InstituteSignupForm />
        </Tabs.Panel>
        <Tabs.Panel value="individual" pt="lg">
          <IndividualSignupForm />
        </Tabs.Panel>
      </Tabs>
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to={userSlug ? `/${userSlug}/login` : '/login'}>
          Sign in
        </Anchor>
      </Text>
    </CardPage>
  );
}
