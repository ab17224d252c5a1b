import { ProjectActivitySection } from '../features/activity/components/activity-section';
import { ProjectPage } from '../features/projects/pages/project-page';

/** The project page with the activity feature's history in its Activity section. */
export function ProjectDetailRoute() {
  return <ProjectPage activitySection={ProjectActivitySection} />;
}
