export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
  settings: () => [...authKeys.all, 'settings'] as const,
};
