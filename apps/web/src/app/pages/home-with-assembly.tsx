/** `/home` with the morning assembly's cards (today's assembly, birthdays, one's own wishes) for school members. */
import { AssemblyHomeCards } from '../../features/assembly/components/assembly-home-card';
import HomePage from '../../features/home/pages/home-page';

export default function HomeWithAssembly() {
  return <HomePage extra={(user) => <AssemblyHomeCards user={user} />} />;
}
