/**
 * `/user-auto-registration/{slug}`: the join-link form with the sign-up forms' own password rules and policy box, so
 * a person joining through a link reads the same rules and accepts the same documents as one who signs up.
 */
import { PasswordChecklist } from '../../features/auth/components/password-checklist';
import { PolicyAcceptanceCheckbox } from '../../features/auth/components/policy-acceptance-checkbox';
import RegistrationPage from '../../features/join-link/pages/registration-page';

export default function UserAutoRegistration() {
  return (
    <RegistrationPage
      slots={{
        passwordRules: (value, id) => <PasswordChecklist value={value} id={id} />,
        policyCheckbox: (props) => <PolicyAcceptanceCheckbox {...props} />,
      }}
    />
  );
}
