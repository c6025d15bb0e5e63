/**
 * `/school-news-events`: the school's morning assembly bulletin above its news and events posts. Composed here
 * because features never import each other.
 */
import { AssemblySection } from '../../features/assembly/components/assembly-section';
import SchoolNewsEventsPage from '../../features/community/pages/school-news-events-page';

export default function SchoolNewsEvents() {
  return <SchoolNewsEventsPage lead={(customUrl) => <AssemblySection customUrl={customUrl} />} />;
}
