/**
 * `/institutions/{customUrl}` with the school's latest assembly bulletin as a small card, and for the school itself
 * the form for its details (`/institute/update`).
 */
import { SchoolBulletinCard } from '../../features/assembly/components/school-bulletin-card';
import { SchoolDetailsButton } from '../../features/auth/components/school-details-button';
import InstitutionPage from '../../features/institute/pages/institution-page';

export default function InstitutionWithAssembly() {
  return (
    <InstitutionPage
      extra={(customUrl) => <SchoolBulletinCard customUrl={customUrl} />}
      ownSettings={<SchoolDetailsButton />}
    />
  );
}
