import { Alert, Anchor, Center, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, POLICY_DOCUMENT_TITLES, POLICY_PAGE_PATHS, type PolicyDocument } from '@noticeboard/shared';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FetchError } from '../../../components/fetch-error';
import { usePolicyText } from '../api/policy-text';
import { PolicySection } from '../components/policy-section';

const OTHER: Record<PolicyDocument, PolicyDocument> = {
  PRIVACY_POLICY: 'SAFETY_ADVISORY',
  SAFETY_ADVISORY: 'PRIVACY_POLICY',
};

/** `/privacy-policy` and `/safety-advisory` (open): the current text, or an earlier one with `?version=`. */
export default function PolicyPage() {
  const document: PolicyDocument =
    useLocation().pathname === POLICY_PAGE_PATHS.SAFETY_ADVISORY ? 'SAFETY_ADVISORY' : 'PRIVACY_POLICY';
  const [search] = useSearchParams();
  const version = search.get('version');
  const text = usePolicyText(document, version);
  const path = POLICY_PAGE_PATHS[document];

  if (text.isPending) {
    return (
      <Center mih="40vh" role="status" aria-label={`Loading the ${POLICY_DOCUMENT_TITLES[document].toLowerCase()}`}>
        <Loader />
      </Center>
    );
  }
  if (text.isError) {
    return (
      <Stack gap="md" maw={760}>
        <Title order={1}>{POLICY_DOCUMENT_TITLES[document]}</Title>
        <FetchError
          error={text.error}
          fallback="This text could not be loaded. Check your connection and try again."
          onRetry={() => void text.refetch()}
        />
        {version && (
          <Anchor component={Link} to={path}>
            Read the current version
          </Anchor>
        )}
      </Stack>
    );
  }

  const policy = text.data;
  const others = policy.versions.filter((entry) => entry !== policy.version);
  return (
    <Stack gap="lg" maw={760} component="article" aria-labelledby="policy-title">
      <Stack gap={4}>
        <Title order={1} id="policy-title">
          {policy.title}
        </Title>
        <Text c="dimmed">Version of {formatDate(policy.version)}</Text>
      </Stack>
      {!policy.current && (
        <Alert color="yellow" variant="light" title="This is an earlier version">
          <Anchor component={Link} to={path}>
            Read the current {policy.title.toLowerCase()}
          </Anchor>
        </Alert>
      )}
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-blue-light)">
        <PolicySection section={policy.summary} />
      </Paper>
      <Stack gap="xs" component="section">
        <Title order={2} size="h3">
          What changed in this version
        </Title>
        <List spacing={6}>
          {policy.changes.map((change) => (
            <List.Item key={change}>{change}</List.Item>
          ))}
        </List>
      </Stack>
      {policy.sections.map((section) => (
        <PolicySection key={section.heading} section={section} />
      ))}
      <Stack gap="xs" component="section">
        <Title order={2} size="h3">
          More to read
        </Title>
        <Anchor component={Link} to={POLICY_PAGE_PATHS[OTHER[document]]}>
          {POLICY_DOCUMENT_TITLES[OTHER[document]]}
        </Anchor>
        {others.length > 0 && (
          <nav aria-label="Other versions">
            <Text size="sm">Other versions:</Text>
            <List spacing={4} size="sm">
              {others.map((entry) => (
                <List.Item key={entry}>
                  <Anchor component={Link} to={`${path}?version=${entry}`}>
                    {formatDate(entry)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </nav>
        )}
      </Stack>
    </Stack>
  );
}
