/** `/institutions/{customUrl}` with the school's latest assembly bulletin as a small card. */
import { SchoolBulletinCard } from '../../features/assembly/components/school-bulletin-card';
import InstitutionPage from '../../features/institute/pages/institution-page';

export default function InstitutionWithAssembly() {
  return <InstitutionPage extra={(customUrl) => <SchoolBulletinCard customUrl={customUrl} />} />;
}
