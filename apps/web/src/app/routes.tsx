import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths, routePatterns } from '../lib/paths';
import { AppRoot } from './app-root';
import { GuestRoute } from './guest-route';
import { NotFoundPage } from './not-found-page';
import { ProtectedRoute } from './protected-route';

// Each page is its own chunk, loaded when first visited.
const LoginPage = lazy(() =>
  import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })),
);
const WorkspacesPage = lazy(() =>
  import('../features/workspaces/pages/workspaces-page').then((m) => ({
    default: m.WorkspacesPage,
  })),
);
// The workspace detail's Projects tab shows the projects feature's list, composed in here.
const WorkspaceDetailPage = lazy(() =>
  import('./workspace-detail-route').then((m) => ({ default: m.WorkspaceDetailRoute })),
);
const ProjectsPage = lazy(() =>
  import('../features/projects/pages/projects-page').then((m) => ({ default: m.ProjectsPage })),
);
const ProjectPage = lazy(() =>
  import('../features/projects/pages/project-page').then((m) => ({ default: m.ProjectPage })),
);
const WorkspaceTasksPage = lazy(() =>
  import('../features/tasks/pages/workspace-tasks-page').then((m) => ({
    default: m.WorkspaceTasksPage,
  })),
);
const ProjectTasksPage = lazy(() =>
  import('../features/tasks/pages/project-tasks-page').then((m) => ({
    default: m.ProjectTasksPage,
  })),
);
// The task detail's Files section is the files feature's, composed in here.
const TaskDetailPage = lazy(() =>
  import('./task-detail-route').then((m) => ({ default: m.TaskDetailRoute })),
);
const WorkspaceFilesPage = lazy(() =>
  import('../features/files/pages/workspace-files-page').then((m) => ({
    default: m.WorkspaceFilesPage,
  })),
);
const TaskFilesPage = lazy(() =>
  import('../features/files/pages/task-files-page').then((m) => ({ default: m.TaskFilesPage })),
);
const NotificationsPage = lazy(() =>
  import('../features/notifications/pages/notifications-page').then((m) => ({
    default: m.NotificationsPage,
  })),
);
const VenturesPage = lazy(() =>
  import('../features/ventures/pages/ventures-page').then((m) => ({ default: m.VenturesPage })),
);
const NewVenturePage = lazy(() =>
  import('../features/ventures/pages/new-venture-page').then((m) => ({
    default: m.NewVenturePage,
  })),
);
const VentureDetailPage = lazy(() =>
  import('../features/ventures/pages/venture-detail-page').then((m) => ({
    default: m.VentureDetailPage,
  })),
);
const EditVenturePage = lazy(() =>
  import('../features/ventures/pages/edit-venture-page').then((m) => ({
    default: m.EditVenturePage,
  })),
);
const ExploreVenturesPage = lazy(() =>
  import('../features/ventures/pages/explore-ventures-page').then((m) => ({
    default: m.ExploreVenturesPage,
  })),
);
const MyPledgesPage = lazy(() =>
  import('../features/pledges/pages/my-pledges-page').then((m) => ({ default: m.MyPledgesPage })),
);
const PrivacyPage = lazy(() =>
  import('../features/legal/pages/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
const TermsPage = lazy(() =>
  import('../features/legal/pages/terms-page').then((m) => ({ default: m.TermsPage })),
);

const toWorkspaces = <Navigate to={paths.workspaces()} replace />;

/** Every route of 000 §2 and 001 §2; all but /login sit behind the guard. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      {
        element: <GuestRoute />,
        children: [{ path: routePatterns.login, element: <LoginPage /> }],
      },
      {
        element: <ProtectedRoute />,
        children: [
          { index: true, element: toWorkspaces },
          { path: routePatterns.dashboard, element: toWorkspaces },
          { path: routePatterns.workspaces, element: <WorkspacesPage /> },
          { path: routePatterns.workspace, element: <WorkspaceDetailPage /> },
          { path: routePatterns.projects, element: <ProjectsPage /> },
          { path: routePatterns.project, element: <ProjectPage /> },
          { path: routePatterns.workspaceTasks, element: <WorkspaceTasksPage /> },
          { path: routePatterns.projectTasks, element: <ProjectTasksPage /> },
          { path: routePatterns.task, element: <TaskDetailPage /> },
          { path: routePatterns.workspaceFiles, element: <WorkspaceFilesPage /> },
          { path: routePatterns.taskFiles, element: <TaskFilesPage /> },
          { path: routePatterns.notifications, element: <NotificationsPage /> },
          { path: routePatterns.ventures, element: <VenturesPage /> },
          { path: routePatterns.newVenture, element: <NewVenturePage /> },
          { path: routePatterns.venture, element: <VentureDetailPage /> },
          { path: routePatterns.editVenture, element: <EditVenturePage /> },
          { path: routePatterns.exploreVentures, element: <ExploreVenturesPage /> },
          { path: routePatterns.pledges, element: <MyPledgesPage /> },
          { path: routePatterns.privacy, element: <PrivacyPage /> },
          { path: routePatterns.terms, element: <TermsPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
