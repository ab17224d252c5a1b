import { Navigate, type RouteObject } from 'react-router';
import { paths, routePatterns } from '../lib/paths';
import { AppRoot } from './app-root';
import { GuestRoute } from './guest-route';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { ProtectedRoute } from './protected-route';

// Each page is its own chunk, loaded when first visited (or fetched by the guard beside the
// session check, or by the first-visit script before that: see first-visit/).
const loginPage = lazyPage(
  () => import('../features/auth/pages/login-page'),
  (m) => m.LoginPage,
);
const workspacesPage = lazyPage(
  () => import('../features/workspaces/pages/workspaces-page'),
  (m) => m.WorkspacesPage,
);
// The workspace detail's Projects tab shows the projects feature's list, composed in here.
const workspaceDetailPage = lazyPage(
  () => import('./workspace-detail-route'),
  (m) => m.WorkspaceDetailRoute,
);
const checklistTemplatesPage = lazyPage(
  () => import('../features/checklists/pages/checklist-templates-page'),
  (m) => m.ChecklistTemplatesPage,
);
const labelsPage = lazyPage(
  () => import('../features/labels/pages/labels-page'),
  (m) => m.LabelsPage,
);
const projectsPage = lazyPage(
  () => import('../features/projects/pages/projects-page'),
  (m) => m.ProjectsPage,
);
// The project page's Activity section is the activity feature's, composed in here.
const projectPage = lazyPage(
  () => import('./project-detail-route'),
  (m) => m.ProjectDetailRoute,
);
const workspaceTasksPage = lazyPage(
  () => import('../features/tasks/pages/workspace-tasks-page'),
  (m) => m.WorkspaceTasksPage,
);
const myTasksPage = lazyPage(
  () => import('../features/tasks/pages/my-tasks-page'),
  (m) => m.MyTasksPage,
);
const projectTasksPage = lazyPage(
  () => import('../features/tasks/pages/project-tasks-page'),
  (m) => m.ProjectTasksPage,
);
// The task detail's Files and Activity sections are the files' and activity features', composed
// in here.
const taskDetailPage = lazyPage(
  () => import('./task-detail-route'),
  (m) => m.TaskDetailRoute,
);
const workspaceFilesPage = lazyPage(
  () => import('../features/files/pages/workspace-files-page'),
  (m) => m.WorkspaceFilesPage,
);
const taskFilesPage = lazyPage(
  () => import('../features/files/pages/task-files-page'),
  (m) => m.TaskFilesPage,
);
const notificationsPage = lazyPage(
  () => import('../features/notifications/pages/notifications-page'),
  (m) => m.NotificationsPage,
);
const searchPage = lazyPage(
  () => import('../features/search/pages/search-page'),
  (m) => m.SearchPage,
);
const venturesPage = lazyPage(
  () => import('../features/ventures/pages/ventures-page'),
  (m) => m.VenturesPage,
);
const newVenturePage = lazyPage(
  () => import('../features/ventures/pages/new-venture-page'),
  (m) => m.NewVenturePage,
);
const ventureDetailPage = lazyPage(
  () => import('../features/ventures/pages/venture-detail-page'),
  (m) => m.VentureDetailPage,
);
const editVenturePage = lazyPage(
  () => import('../features/ventures/pages/edit-venture-page'),
  (m) => m.EditVenturePage,
);
const exploreVenturesPage = lazyPage(
  () => import('../features/ventures/pages/explore-ventures-page'),
  (m) => m.ExploreVenturesPage,
);
const myPledgesPage = lazyPage(
  () => import('../features/pledges/pages/my-pledges-page'),
  (m) => m.MyPledgesPage,
);
const profilePage = lazyPage(
  () => import('../features/auth/pages/profile-page'),
  (m) => m.ProfilePage,
);
const notificationPreferencesPage = lazyPage(
  () => import('../features/notification-preferences/pages/notification-preferences-page'),
  (m) => m.NotificationPreferencesPage,
);
const privacyPage = lazyPage(
  () => import('../features/legal/pages/privacy-page'),
  (m) => m.PrivacyPage,
);
const termsPage = lazyPage(
  () => import('../features/legal/pages/terms-page'),
  (m) => m.TermsPage,
);

const toWorkspaces = <Navigate to={paths.workspaces()} replace />;

/** Every route of 000 §2 and 001 §2; all but /login sit behind the guard. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      {
        element: <GuestRoute />,
        children: [{ path: routePatterns.login, ...loginPage }],
      },
      {
        element: <ProtectedRoute />,
        children: [
          { index: true, element: toWorkspaces },
          { path: routePatterns.dashboard, element: toWorkspaces },
          { path: routePatterns.workspaces, ...workspacesPage },
          { path: routePatterns.workspace, ...workspaceDetailPage },
          // The workspace page opened on its Timeline tab.
          { path: routePatterns.workspaceTimeline, ...workspaceDetailPage },
          { path: routePatterns.checklistTemplates, ...checklistTemplatesPage },
          { path: routePatterns.labels, ...labelsPage },
          { path: routePatterns.projects, ...projectsPage },
          { path: routePatterns.project, ...projectPage },
          { path: routePatterns.workspaceTasks, ...workspaceTasksPage },
          { path: routePatterns.myTasks, ...myTasksPage },
          { path: routePatterns.projectTasks, ...projectTasksPage },
          { path: routePatterns.task, ...taskDetailPage },
          { path: routePatterns.workspaceFiles, ...workspaceFilesPage },
          { path: routePatterns.taskFiles, ...taskFilesPage },
          { path: routePatterns.notifications, ...notificationsPage },
          { path: routePatterns.search, ...searchPage },
          { path: routePatterns.ventures, ...venturesPage },
          { path: routePatterns.newVenture, ...newVenturePage },
          { path: routePatterns.venture, ...ventureDetailPage },
          { path: routePatterns.editVenture, ...editVenturePage },
          { path: routePatterns.exploreVentures, ...exploreVenturesPage },
          { path: routePatterns.pledges, ...myPledgesPage },
          { path: routePatterns.profile, ...profilePage },
          { path: routePatterns.notificationPreferences, ...notificationPreferencesPage },
          { path: routePatterns.privacy, ...privacyPage },
          { path: routePatterns.terms, ...termsPage },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
