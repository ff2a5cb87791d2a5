import * as z from 'zod/mini';

/**
 * Things only the shell can do, offered to remotes through this (singleton) package. The shell installs the real
 * implementations at start-up; the standalone dev harness installs its own.
 */
export interface ShellServices {
  /** Logs out (SHL-03) and shows the login screen. */
  logout(): Promise<void>;
  /** Starts acting as a student (SHL-10). */
  startSpoofing(student: { type: 'Student'; id: number; name: string }): Promise<void>;
  /** Ends spoofing and goes to the admin student page of the spoofed student (SHL-11). */
  stopSpoofing(): Promise<void>;
  /** Reloads the current user (after user-change, password set...). */
  reloadCurrentUser(): Promise<void>;
  /** Reloads a failed remote without a page reload. */
  retryRemote(name: string): Promise<void>;
  /** Runtime settings of SHL-20. */
  settings: RuntimeSettings;
}

/** Per-environment runtime settings (SHL-20, OP-09, OP-10), served as /config.json. */
export const RuntimeSettingsSchema = z.object({
  environment: z.enum(['development', 'test', 'staging', 'production']),
  portalHosts: z.partial(
    z.object({ admin: z.string(), student: z.string(), tutor: z.string(), parent: z.string(), enrollment: z.string() }),
  ),
  customerServicePhone: z.string(),
  payment: z.object({
    provider: z.enum(['local', 'authorize_net']),
    clientKey: z.optional(z.string()),
    apiLoginId: z.optional(z.string()),
    scriptUrl: z.optional(z.string()),
  }),
  maps: z.object({
    provider: z.enum(['local', 'google']),
    key: z.optional(z.string()),
    scriptUrl: z.optional(z.string()),
  }),
  realtime: z.object({
    key: z.string(),
    wsHost: z.string(),
    wsPort: z.number(),
    forceTLS: z.boolean(),
    authEndpoint: z.string(),
  }),
  errorReporting: z.object({
    projectId: z.optional(z.number()),
    projectKey: z.optional(z.string()),
    host: z.optional(z.string()),
  }),
  phoneService: z.optional(z.object({ provider: z.string(), key: z.optional(z.string()) })),
  exams: z.object({ baseUrl: z.string() }),
  /** Fetch the areas a user may open right after login (default true); the benchmark compares with it off. */
  preloadRemotes: z.boolean(),
});
export type RuntimeSettings = z.infer<typeof RuntimeSettingsSchema>;

export const DEFAULT_SETTINGS: RuntimeSettings = {
  environment: 'development',
  portalHosts: {},
  customerServicePhone: '',
  payment: { provider: 'local' },
  maps: { provider: 'local' },
  realtime: {
    key: 'local-key',
    wsHost: '127.0.0.1',
    wsPort: 4000,
    forceTLS: false,
    authEndpoint: '/api/auth/pusher/auth',
  },
  errorReporting: {},
  exams: { baseUrl: '/api' },
  preloadRemotes: true,
};

const notInstalled = async (): Promise<void> => {
  throw new Error('Shell services are not installed yet.');
};

let services: ShellServices = {
  logout: notInstalled,
  startSpoofing: notInstalled,
  stopSpoofing: notInstalled,
  reloadCurrentUser: notInstalled,
  retryRemote: notInstalled,
  settings: DEFAULT_SETTINGS,
};

/** Called once by the shell (or the dev harness). */
export function installShellServices(next: ShellServices): void {
  services = next;
}

/** The services the shell installed. */
export function shell(): ShellServices {
  return services;
}
