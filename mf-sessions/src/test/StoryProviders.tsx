// This remote's stories take their providers from the one story kit; `roles` picks the signed-in user's app.
import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { StoryProviders as KitStoryProviders, testUser } from '@tutoring/build-config/story-kit';

/** Props of {@link StoryProviders}. */
export interface StoryProvidersProps {
  children: ReactNode;
  /** Query data to seed: [key, data] pairs (never refetched). */
  data?: ReadonlyArray<readonly [QueryKey, unknown]>;
  /** Roles of the signed-in user (picks the app). Default admin. */
  roles?: string[];
}

/** The story kit's providers with a staff user of the given roles (employee 10, Ada Admin). */
export function StoryProviders({ children, data = [], roles = ['admin'] }: StoryProvidersProps) {
  const user = testUser({ roles, permissions: roles.includes('admin') ? ['ADMIN'] : [], employeeId: 10 });
  return (
    <KitStoryProviders data={data} user={user}>
      {children}
    </KitStoryProviders>
  );
}
