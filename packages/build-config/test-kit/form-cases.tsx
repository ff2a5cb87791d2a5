/**
 * The cases every form of the product is tested with (issue 23.2, ADR 0005), run from a small table per form:
 *
 * - `emptyOptional`: the form submitted with every optional field empty is saved by a handler that validates the body
 *   with the contract's write schema, exactly as the api-server does ({@link contractWrite}); the body sent is kept in
 *   `__form-bodies__/<TestFile>.json` beside the test (./form-bodies.ts) and the api-server's test suite replays it
 *   against the real server (packages/api-server/test/form-bodies.test.ts);
 * - `serverInvalid`: a 422 naming a field shows its message on that field and keeps the values;
 * - `stale`: an edit sends the version (`If-Match`) it was opened on; the server's 409 is shown in one banner, the
 *   values stay and nothing is reported saved (issue 20.6);
 * - `dismiss`: Cancel closes a clean form silently; Escape on a changed form asks "Discard your changes?", "Keep
 *   editing" keeps the values and "Discard" closes without a request, toast or error (DS-02). A dialog whose dismiss
 *   button has another name names it (`button`); one without any (`button: null`) is dismissed by Escape only;
 * - `outage`: the save fails without a refusal (docs/one-way.md "Failed saves"; X-06, DS-03, DS-04), three tests: the
 *   API answers 500, 503 with no body, or not at all (a network error). Each time the values stay, nothing is saved,
 *   the form says why in its one banner (the DS-04 toast's "<title>: <message>"), the toast shows once, and a new
 *   attempt starts without the last one's banner.
 *
 * A form writes the `/api/v2` registry (`resource`), an action of a record (`action`), or another host (`write`: the
 * exams host's `/api/transcripts.json`..., the body checked with the contract schema of the route). It is found in
 * its dialog (`dialog`: the dialog's name) or, for a form that is no dialog, in a container named by role and name
 * (`dialog: { role: 'form', name: ... }`).
 *
 * Each case's title is the test's title, so it names the requirement IDs it covers.
 */
import { cleanup, screen, waitFor, within, type ByRoleMatcher } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { resources, type ResourceName } from '@tutoring/contract';
import { resourceBodies } from '@tutoring/contract/writes';
import { DISCARD_CHANGES_TITLE, toast } from '@tutoring/design-system';
import {
  CONNECTION_LOST,
  GENERIC_ERROR_TITLE,
  REQUEST_ERROR,
  SERVER_ERROR,
  SERVER_ERROR_TITLE,
} from '@tutoring/domain';
import { checkFormBody, declareFormBodies, flushFormBodies } from './form-bodies';

/** The api-server's 409 text for a save over a newer version (its STALE_UPDATE). */
export const STALE_UPDATE =
  'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';

const apiPath = (path: string) => `*/api/v2/${path}`;

/**
 * A create (`POST <path>`) or update (`PUT <path>/:id`) answered the way the api-server answers it: the body is
 * checked with the contract's write schema (the one the server validates with, issue 23.1); a refused body gets 422
 * with `errors` and `fields`, an accepted one the member built by `reply` (201 for a create).
 */
export function contractWrite(
  method: 'POST' | 'PUT',
  path: ResourceName,
  reply: (member: Record<string, unknown>) => JsonBodyType,
) {
  const def = resources[path];
  const schema = method === 'POST' ? resourceBodies[path].createBody : resourceBodies[path].updateBody;
  if (!schema) throw new Error(`The contract has no ${method === 'POST' ? 'create' : 'update'} body for ${path}`);
  const url = apiPath(method === 'POST' ? path : `${path}/:id`);
  return (method === 'POST' ? http.post : http.put)(url, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    const result = schema.safeParse(body);
    if (!result.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of result.error.issues) (fields[issue.path.slice(1).join('.')] ??= []).push(issue.message);
      return HttpResponse.json({ errors: result.error.issues.map((i) => i.message), fields }, { status: 422 });
    }
    return HttpResponse.json(
      { [def.memberKey]: reply(body[def.memberKey] as Record<string, unknown>) },
      { status: method === 'POST' ? 201 : 200 },
    );
  });
}

/** What a case checks a body with: a contract schema (zod), structurally. */
export interface BodySchema {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
  };
}

/** A list on the host the replay takes a record's id from: the `nth` (default 1) of `<key>` that `GET <list>` answers. */
export interface HostList {
  list: string;
  key: string;
  nth?: number;
}

/**
 * A write outside the `/api/v2` registry (the exams host): its method, its path (`:id` standing for the case's `id`;
 * msw matches it on any origin), the contract schema of its body, and what the replay against the real api-server
 * needs (where `:id` comes from, where the saved record reads back, how it authenticates).
 */
export interface HostWrite {
  method: 'POST' | 'PUT';
  /** e.g. `/api/transcripts.json`, `/api/transcripts/:id.json`, `/api/essay/grading/:id`. */
  url: string;
  /** The contract's schema of the body (the one the route validates with). */
  schema: BodySchema;
  /** The replay's `:id`: a record of this list (required when `url` has `:id`). */
  idFrom?: HostList;
  /** The replay reads the record back at this path (`:id` the record's id: the path's, or the saved member's). */
  read?: string;
  /** The replay's credentials: `grader` (default), the seeded grading administrator's token (`Authorization: Token`). */
  auth?: 'grader';
}

/**
 * A write outside the registry answered like its host: the body checked with the route's contract schema (422 with
 * `errors` when refused), else `reply` (201 for a POST).
 */
export function schemaWrite(method: 'POST' | 'PUT', url: string, schema: BodySchema, reply: JsonBodyType) {
  return (method === 'POST' ? http.post : http.put)(url, async ({ request }) => {
    const result = schema.safeParse(await request.json());
    if (!result.success)
      return HttpResponse.json(
        { errors: (result.error?.issues ?? []).map((i) => `${i.path.join('.')} ${i.message}`) },
        { status: 422 },
      );
    return HttpResponse.json(reply, { status: method === 'POST' ? 201 : 200 });
  });
}

/** The callbacks the cases hand to the form (and check). */
export interface FormCallbacks {
  onSaved: jest.Mock;
  onClose: jest.Mock;
}

/**
 * What the user does to one field, found by its label (a text the label starts with; a group of radios by its
 * legend, for a case's `field`): a string is typed
 * after clearing the field, `select` picks an option, `click` toggles a checkbox or radio, `clear` empties it, and
 * `pick` types `type` into an autocomplete and chooses the suggestion whose name starts with `pick`.
 */
export type FieldInput =
  string | { select: string } | { click: true } | { clear: true } | { pick: string; type: string };

/** The inputs of a case, by label, in order. */
export type Fill = Record<string, FieldInput>;

/**
 * The write a case answers: a create (`POST <resource>`) or the update of record `id` (`PUT <resource>/<id>`), or,
 * for a form that calls an action of a record instead, `action` (`POST users/:id/change_password`...).
 */
interface Write {
  /** Default: the table's `resource`. */
  resource?: ResourceName;
  /** The record an edit saves (`PUT`), or the record of the `action` (`:id`); without it the case creates (`POST`). */
  id?: number;
  /**
   * An action's path under `/api/v2`, `:id` standing for `id` (a record of `resource`; the replay against the real
   * api-server puts a seeded record's id there), e.g. `users/:id/change_password`. Its body is not checked with a
   * registry schema, `sent` is the whole body, `refs` are paths in the body and `savedWith` defaults to `false`.
   */
  action?: string;
  /** The action's method (default `POST`). */
  method?: 'POST' | 'PUT';
  /**
   * Where the replay takes the action's `:id` from when `resource` has no list to pick from: `<resource>.<field>` of
   * a seeded record (e.g. `parents.userId` for `users/:id/change_password`).
   */
  actionId?: SeededRef;
  /** A write outside the registry (default: the table's `write`); `resource` and `action` do not apply. */
  write?: HostWrite;
}

/** The method and the path (under `/api/v2`, or the host's) of a case's write, and the msw URL that matches it. */
function writeOf(c: Write, resource: ResourceName | undefined): { method: 'POST' | 'PUT'; path: string; url: string } {
  if (c.write) {
    const path = c.write.url.replace(':id', String(c.id));
    return { method: c.write.method, path, url: `*${path}` };
  }
  if (!resource) throw new Error('A form case needs a `resource` (or a `write`)');
  const { method, path } = registryWrite(c, resource);
  return { method, path: `/api/v2/${path}`, url: apiPath(path) };
}

function registryWrite(c: Write, resource: ResourceName): { method: 'POST' | 'PUT'; path: string } {
  if (c.action) return { method: c.method ?? 'POST', path: c.action.replace(':id', String(c.id)) };
  const path = resources[resource].path;
  return c.id === undefined ? { method: 'POST', path } : { method: 'PUT', path: `${path}/${c.id}` };
}

/** What a case's `steps` get: the user, the form's dialog (or container) and its fields by label. */
export interface FormStepContext {
  user: ReturnType<typeof userEvent.setup>;
  /** The form's dialog (or container) as it is now (found again after it hid behind a second dialog). */
  dialog: () => HTMLElement;
  field: (label: string) => HTMLElement;
}

/** Where a case opens the form: default the table's `render` and `dialog`. */
interface Opening {
  /** Renders the form (may load first); default the table's `render`. */
  render?: (callbacks: FormCallbacks) => unknown;
  /** The dialog's accessible name (or the container of a form that is no dialog); default the table's `dialog`. */
  dialog?: FormContainer;
  /** Values the form shows once its record has loaded (waited for before filling; a number for a number input). */
  loaded?: Record<string, string | number>;
}

/**
 * Where the form is: a dialog's accessible name, or, for a form that is no dialog (inline on a page), the role and
 * name of its container (`{ role: 'form', name: 'Describe a challenge you overcame.' }`).
 */
export type FormContainer = string | RegExp | { role: ByRoleMatcher; name: string | RegExp };

/**
 * A seeded record the replay takes an id from: `<resource>`, `<resource>#<n>` (the n-th), `<resource>.<field>`, or
 * the first record of `resource` whose list row has the `where` values (a session with no attendance taken yet:
 * `{ resource: 'sessions', where: { attendanceTakenAt: null } }`), the form being one a user opens on such a record.
 */
export type SeededRef =
  | ResourceName
  | `${ResourceName}#${number}`
  | `${ResourceName}.${string}`
  | { resource: ResourceName; where: Record<string, string | number | boolean | null> };

/**
 * What the user does beyond the labelled fields, after `fill` and before the submit button: a choice made in a
 * second dialog (a hub session picked in its own list), a wizard's earlier step, a session chosen in a search list.
 * `submitLabel: null` (on the case or the table) for a form whose steps save it (choosing a session saves, SES-33).
 */
interface Steps {
  steps?: (ui: FormStepContext) => Promise<unknown>;
  /** The submit button's label for this case (default the table's); `null`: the steps save, nothing is clicked. */
  submitLabel?: string | null;
}

/** A demo login of the api-server's seed (`DEMO_LOGINS`): who the replay signs in as for a case. */
export type DemoLogin =
  | 'admin@example.com'
  | 'director@example.com'
  | 'advisor@example.com'
  | 'crm@example.com'
  | 'tutor@example.com'
  | 'student@example.com'
  | 'parent@example.com'
  | 'newstudent@example.com'
  | 'k12student@example.com'
  /** Nobody signed in: a public route (the enrollment portal, SHL-07). */
  | 'signed-out';

/** Saves with every optional field empty; the contract's write schema must accept the body. */
export interface EmptyOptionalCase extends Write, Opening, Steps {
  title: string;
  /** The required fields (nothing else). */
  fill: Fill;
  /**
   * Who the replay against the real api-server sends the body as (default the demo admin): the form's real user,
   * for a route the admin may not call (`POST quests/invitations` is a family route: `'student@example.com'`).
   */
  as?: DemoLogin;
  /**
   * Fields of the member sent (of the body, for an `action`; dotted paths) holding a single-use token a service
   * issues, e.g. a card's payment nonce (PAY-09, `['authorizeNet.dataValue']`): the replay asks the local card
   * tokeniser for a fresh one, as the browser does.
   */
  nonces?: string[];
  /** Keep the query string sent, for a form whose values travel there (add hours' `?hours=&process=`, PAY-20). */
  query?: true;
  /** The id the reply gives a created record (default 1000). */
  createdId?: number;
  /** The member sent (compared with `toEqual`; asymmetric matchers welcome). */
  sent?: unknown;
  /** More of what `onSaved` receives (besides the id); `false` for a form whose `onSaved` takes nothing. */
  savedWith?: Record<string, unknown> | false;
  /**
   * What the user sees once saved, for a form rendered inside a page that takes no `onSaved` (e.g.
   * `() => screen.findByText('Grade saved.')`); awaited instead of checking `onSaved`.
   */
  saved?: () => Promise<unknown>;
  /**
   * What an `action` answers (default `{}`); for a `write`, the member the host answers (the body checked with the
   * write's schema first, 422 when refused): without it the test file's own handlers answer the write.
   */
  reply?: JsonBodyType;
  /**
   * Fields of the member sent (of the body, for an `action`; dotted paths) that hold another record's id, and that
   * record's resource: the replay against the real api-server puts a seeded record's id there (e.g.
   * `{ subjectId: 'subjects' }`; `'parents#2'` a second record, `'parents.userId'` that field of a record).
   */
  refs?: Record<string, SeededRef | HostList>;
}

/** The server refuses the save with a 422 whose message names a field. */
export interface ServerInvalidCase extends Write, Opening, Steps {
  title: string;
  fill: Fill;
  /** The server's message. */
  message: string;
  /** The label of the field it lands on. */
  field: string;
}

/** The edit of a record opened at version `etag`; the server answers 409. */
export interface StaleCase extends Opening {
  title: string;
  resource?: ResourceName;
  /** The record `GET <resource>/<id>` answers (with `ETag: etag`). */
  record: Record<string, unknown> & { id: number };
  etag: string;
  fill: Fill;
}

/** The title of the DS-02 case unless the table gives one. */
export const DISMISS_TITLE =
  'DS-02: Cancel and Escape close the form silently, after "Discard your changes?" once it has changes';

/** Cancel and Escape (DS-02). */
export interface DismissCase extends Opening {
  /** Default {@link DISMISS_TITLE}. */
  title?: string;
  /** The name of the dialog's dismiss button (default "Cancel"); `null` for a dialog dismissed by Escape only. */
  button?: string | null;
  /** A change to the form (makes it dirty). */
  fill: Fill;
  /** A change made beyond the labelled fields (a pick in a second dialog), after `fill`. */
  steps?: (ui: FormStepContext) => Promise<unknown>;
}

/**
 * The save fails without a refusal (docs/one-way.md "Failed saves"): one test per failure of {@link OUTAGES}, each
 * titled by {@link outageTitle}.
 */
export interface OutageCase extends Write, Opening, Steps {
  /** What the user fills in before saving (the values that must stay). */
  fill: Fill;
}

/** A failure the `outage` cases answer the save with, and what the form and its toast then say (DS-04). */
export interface Outage {
  /** How the test's title says it: "answers 500". */
  what: string;
  reply: () => Response;
  /** The toast's title and message; the form's banner says `<title>: <message>`. */
  title: string;
  message: string;
}

/** The three failures of docs/one-way.md "Failed saves": a 500 (as the api-server answers it), a 503 with no body, no reply. */
export const OUTAGES: readonly Outage[] = [
  {
    what: 'answers 500',
    reply: () => HttpResponse.json({ errors: [SERVER_ERROR] }, { status: 500 }),
    title: SERVER_ERROR_TITLE,
    message: SERVER_ERROR,
  },
  {
    what: 'answers 503 with no body',
    reply: () => new HttpResponse(null, { status: 503 }),
    title: GENERIC_ERROR_TITLE,
    message: REQUEST_ERROR,
  },
  {
    what: 'cannot be reached',
    reply: () => HttpResponse.error(),
    title: CONNECTION_LOST.title,
    message: CONNECTION_LOST.message,
  },
];

/** The title of an `outage` test. */
export const outageTitle = (outage: Outage): string =>
  `X-06, DS-03, DS-04: when the API ${outage.what}, the form keeps the values, says why in its banner and toasts once`;

/** The table of one form. */
export interface FormCaseTable {
  /** The msw server of the test file. */
  server: SetupServerApi;
  /** The registry resource the form writes (a form with a `write` names none). */
  resource?: ResourceName;
  /** A write outside the registry, for every case that names none (see {@link HostWrite}). */
  write?: HostWrite;
  /** Renders the form for a new record with the given callbacks. */
  render: (callbacks: FormCallbacks) => unknown;
  /** The accessible name of its dialog, or the container of a form that is no dialog. */
  dialog: FormContainer;
  /** The label of its submit button (default "Save"); `null` for a form its cases' `steps` save. */
  submitLabel?: string | null;
  emptyOptional?: EmptyOptionalCase | EmptyOptionalCase[];
  serverInvalid?: ServerInvalidCase | ServerInvalidCase[];
  stale?: StaleCase | StaleCase[];
  dismiss?: DismissCase;
  /** The save failing without a refusal: 500, 503 with no body, no reply (three tests). */
  outage?: OutageCase;
}

const list = <T,>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelled = (label: string) => new RegExp(`^${escape(label)}`);

type User = ReturnType<typeof userEvent.setup>;

/** Runs the form's cases (one `it` per case, titled by the case) inside the caller's `describe`. */
export function formCases(table: FormCaseTable): void {
  const { server } = table;
  const submitLabel = table.submitLabel === undefined ? 'Save' : table.submitLabel;
  const writes: Array<{ method: string; path: string; query: string; body: unknown; headers: Headers }> = [];
  const record = ({ request }: { request: Request }) => {
    if (request.method === 'GET') return;
    const url = new URL(request.url);
    const entry = {
      method: request.method,
      path: url.pathname,
      query: url.search.replace(/^\?/, ''),
      body: undefined as unknown,
      headers: request.headers,
    };
    writes.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text ? (JSON.parse(text) as unknown) : undefined;
      })
      .catch(() => undefined);
  };
  beforeEach(() => {
    writes.length = 0;
    server.events.on('request:start', record);
  });
  afterEach(() => server.events.removeListener('request:start', record));

  const open = async (opening: Opening) => {
    const callbacks: FormCallbacks = { onSaved: jest.fn(), onClose: jest.fn() };
    const user = userEvent.setup({ delay: null });
    await (opening.render ?? table.render)(callbacks);
    const where = opening.dialog ?? table.dialog;
    const [role, name] =
      typeof where === 'string' || where instanceof RegExp ? ['dialog' as const, where] : [where.role, where.name];
    let shownDialog = await screen.findByRole(role, { name });
    // The form's dialog as it is now: a dialog that hid while a second one was open (a picker) is found again.
    const dialog = () => (shownDialog.isConnected ? shownDialog : (shownDialog = screen.getByRole(role, { name })));
    // A field by its label; a value shown by a label's `for` that is no input (a pick made in a second dialog); a
    // group of radios (a fieldset named by its legend) by its name.
    const field = (label: string) => {
      const [labelledBy] = within(dialog()).queryAllByLabelText(labelled(label));
      const shownBy = Array.from(dialog().querySelectorAll('label'))
        .filter((l) => labelled(label).test(l.textContent ?? '') && l.htmlFor)
        .map((l) => dialog().ownerDocument.getElementById(l.htmlFor))
        .find(Boolean);
      return labelledBy ?? shownBy ?? within(dialog()).getByRole('radiogroup', { name: labelled(label) });
    };
    for (const [label, value] of Object.entries(opening.loaded ?? {}))
      await waitFor(() => expect(field(label)).toHaveValue(value));
    return { callbacks, user, dialog, field };
  };
  const fillIn = async (user: User, field: (label: string) => HTMLElement, fill: Fill) => {
    for (const [label, input] of Object.entries(fill)) {
      const element = field(label);
      if (typeof input === 'string') {
        await user.clear(element);
        if (input) await user.type(element, input);
      } else if ('select' in input) {
        // Options often arrive with a list the form loads: wait for the one to pick (by value or text).
        await waitFor(() =>
          expect(
            Array.from((element as HTMLSelectElement).options).some(
              (option) => option.value === input.select || option.text === input.select,
            ),
          ).toBe(true),
        );
        await user.selectOptions(element, input.select);
      } else if ('click' in input) await user.click(element);
      else if ('pick' in input) {
        await user.clear(element);
        await user.type(element, input.type);
        await user.click(await screen.findByRole('option', { name: labelled(input.pick) }));
      } else await user.clear(element);
    }
  };
  /** What the user sees in the filled fields: a box's checked state, any other field's value. */
  const shown = (field: (label: string) => HTMLElement, fill: Fill) =>
    Object.keys(fill).map((label) => {
      const element = field(label) as HTMLInputElement;
      return [label, element.type === 'checkbox' || element.type === 'radio' ? element.checked : element.value];
    });
  /** The filled fields still show what the fill put in (`before`: what they showed right after it). */
  const expectKept = (field: (label: string) => HTMLElement, fill: Fill, before: ReturnType<typeof shown>) => {
    for (const [label, input] of Object.entries(fill)) {
      // The text the field shows (a number input's too), or the option picked (its value or its text).
      const element = field(label) as HTMLInputElement | HTMLSelectElement;
      if (typeof input === 'string') expect(element.value).toBe(input);
      else if ('select' in input && element instanceof HTMLSelectElement)
        expect([element.value, element.selectedOptions[0]?.text]).toContain(input.select);
    }
    expect(shown(field, fill)).toEqual(before);
  };
  /** The case's `steps`, then its submit button (none when the label is `null`: the steps saved). */
  const save = async (c: Steps, ui: FormStepContext) => {
    if (c.steps) await c.steps(ui);
    const label = c.submitLabel === undefined ? submitLabel : c.submitLabel;
    if (label !== null)
      await ui.user.click(await waitFor(() => within(ui.dialog()).getByRole('button', { name: label })));
  };
  const pathOf = (resource: ResourceName, id?: number) =>
    `/api/v2/${resources[resource].path}${id === undefined ? '' : `/${id}`}`;

  declareFormBodies(list(table.emptyOptional).map((c) => c.title));
  afterAll(flushFormBodies);
  for (const c of list(table.emptyOptional)) {
    it(c.title, async () => {
      const host = c.write ?? table.write;
      const resource = host ? undefined : (c.resource ?? table.resource);
      const createdId = c.createdId ?? 1000;
      const write = writeOf({ ...c, write: host }, resource);
      if (host) {
        if (c.reply !== undefined) server.use(schemaWrite(write.method, write.url, host.schema, c.reply));
      } else if (c.action)
        server.use((write.method === 'POST' ? http.post : http.put)(write.url, () => HttpResponse.json(c.reply ?? {})));
      else
        server.use(
          c.id === undefined
            ? contractWrite('POST', resource!, (member) => ({ ...member, id: createdId }))
            : contractWrite('PUT', resource!, (member) => ({ ...member, id: c.id })),
        );
      const { callbacks, user, dialog, field } = await open(c);
      await fillIn(user, field, c.fill);
      await save(c, { user, dialog, field });
      if (c.saved) await c.saved();
      else
        await waitFor(() =>
          c.savedWith === false || ((c.action || host) && c.savedWith === undefined)
            ? expect(callbacks.onSaved).toHaveBeenCalled()
            : expect(callbacks.onSaved).toHaveBeenCalledWith(
                expect.objectContaining({ id: c.id ?? createdId, ...c.savedWith }),
              ),
        );
      // The write the form ended with (add hours asks for a quote first, then charges: PAY-20).
      const sent = writes.findLast((w) => w.method === write.method && w.path === write.path);
      expect(sent).toBeDefined();
      if (host) {
        // The body the route's contract schema accepts (whoever answered it).
        const parsed = host.schema.safeParse(sent!.body);
        expect(parsed.error?.issues ?? []).toEqual([]);
      }
      if (c.sent !== undefined)
        expect(sent!.body).toEqual(c.action || host ? c.sent : { [resources[resource!].memberKey]: c.sent });
      checkFormBody(c.title, {
        method: write.method,
        ...(host
          ? {
              url: host.url,
              ...(host.idFrom ? { idFrom: host.idFrom } : {}),
              ...(host.read ? { read: host.read } : {}),
              auth: host.auth ?? 'grader',
            }
          : { resource: resource! }),
        edit: c.id !== undefined,
        ...(c.action && !host ? { action: c.action, ...(c.actionId ? { actionId: c.actionId } : {}) } : {}),
        body: sent!.body,
        ...(c.query && sent!.query ? { query: sent!.query } : {}),
        ...(c.refs ? { refs: c.refs } : {}),
        ...(c.as ? { as: c.as } : {}),
        ...(c.nonces ? { nonces: c.nonces } : {}),
      });
    });
  }

  for (const c of list(table.serverInvalid)) {
    it(c.title, async () => {
      const host = c.write ?? table.write;
      const write = writeOf({ ...c, write: host }, c.resource ?? table.resource);
      server.use(
        (write.method === 'POST' ? http.post : http.put)(write.url, () =>
          HttpResponse.json({ errors: [c.message] }, { status: 422 }),
        ),
      );
      const { callbacks, user, dialog, field } = await open(c);
      await fillIn(user, field, c.fill);
      const before = shown(field, c.fill);
      await save(c, { user, dialog, field });
      // The message is (part of) the field's description: a field with a hint (a date's "MM/DD/YYYY") keeps it.
      await waitFor(() => expect(field(c.field)).toHaveAccessibleDescription(expect.stringContaining(c.message)));
      expectKept(field, c.fill, before);
      expect(callbacks.onSaved).not.toHaveBeenCalled();
    });
  }

  for (const c of list(table.stale)) {
    it(c.title, async () => {
      const resource = c.resource ?? table.resource;
      if (!resource) throw new Error('A stale case needs a registry `resource`');
      const { path, memberKey } = resources[resource];
      server.use(
        http.get(apiPath(`${path}/${c.record.id}`), () =>
          HttpResponse.json({ [memberKey]: c.record } as JsonBodyType, { headers: { ETag: c.etag } }),
        ),
        http.put(apiPath(`${path}/${c.record.id}`), () =>
          HttpResponse.json({ errors: [STALE_UPDATE] }, { status: 409 }),
        ),
      );
      const { callbacks, user, dialog, field } = await open(c);
      await fillIn(user, field, c.fill);
      const before = shown(field, c.fill);
      await save({}, { user, dialog, field });
      expect(await within(dialog()).findByRole('alert')).toHaveTextContent(STALE_UPDATE);
      expect(within(dialog()).getAllByRole('alert')).toHaveLength(1);
      const put = writes.find((w) => w.method === 'PUT' && w.path === pathOf(resource, c.record.id));
      expect(put?.headers.get('If-Match')).toBe(c.etag);
      expectKept(field, c.fill, before);
      expect(callbacks.onSaved).not.toHaveBeenCalled();
    });
  }

  if (table.dismiss) {
    const c = table.dismiss;
    it(c.title ?? DISMISS_TITLE, async () => {
      const notify = jest.spyOn(toast, 'error');
      try {
        const clean = await open(c);
        await clean.user.keyboard('{Escape}');
        expect(clean.callbacks.onClose).toHaveBeenCalledTimes(1);
        expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
        cleanup();

        const { callbacks, user, dialog, field } = await open(c);
        await fillIn(user, field, c.fill);
        if (c.steps) await c.steps({ user, dialog, field });
        const before = shown(field, c.fill);
        const button = c.button === undefined ? 'Cancel' : c.button;
        if (button === null) {
          expect(within(dialog()).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
          await user.keyboard('{Escape}');
        } else await user.click(within(dialog()).getByRole('button', { name: button }));
        const asked = await screen.findByRole('alertdialog', { name: DISCARD_CHANGES_TITLE });
        await user.click(within(asked).getByRole('button', { name: 'Keep editing' }));
        expect(callbacks.onClose).not.toHaveBeenCalled();
        expectKept(field, c.fill, before);
        const closing = dialog();
        await user.keyboard('{Escape}');
        const again = await screen.findByRole('alertdialog', { name: DISCARD_CHANGES_TITLE });
        await user.click(within(again).getByRole('button', { name: 'Discard' }));
        expect(callbacks.onClose).toHaveBeenCalledTimes(1);
        expect(callbacks.onSaved).not.toHaveBeenCalled();
        expect(within(closing).queryByRole('alert')).not.toBeInTheDocument();
        expect(notify).not.toHaveBeenCalled();
        expect(writes).toHaveLength(0);
      } finally {
        notify.mockRestore();
      }
    });
  }

  if (table.outage) {
    const c = table.outage;
    const host = c.write ?? table.write;
    const write = writeOf({ ...c, write: host }, c.resource ?? table.resource);
    const sentToWrite = () => writes.filter((w) => w.method === write.method && w.path === write.path);
    for (const outage of OUTAGES) {
      it(outageTitle(outage), async () => {
        // The second attempt is held until the test has seen the banner gone, then fails the same way.
        let hold = false;
        let release: (() => void) | undefined;
        server.use(
          (write.method === 'POST' ? http.post : http.put)(write.url, async () => {
            if (hold) await new Promise<void>((resolve) => (release = resolve));
            return outage.reply();
          }),
        );
        const { callbacks, user, dialog, field } = await open(c);
        await fillIn(user, field, c.fill);
        const before = shown(field, c.fill);
        await save(c, { user, dialog, field });
        const said = `${outage.title}: ${outage.message}`;
        // The form says why in its one banner, which stays after the toast has gone (DS-05: 3 s).
        await waitFor(() => expect(within(dialog()).getAllByRole('alert')).toHaveLength(1));
        expect(within(dialog()).getByRole('alert')).toHaveTextContent(said);
        // The DS-04 toast, once (not a second one from the request layer's policy).
        const notifications = screen.getByRole('region', { name: 'Notifications' });
        const toasts = await within(notifications).findAllByRole('alert');
        expect(toasts).toHaveLength(1);
        expect(toasts[0]).toHaveTextContent(outage.title);
        expect(toasts[0]).toHaveTextContent(outage.message);
        expectKept(field, c.fill, before);
        expect(callbacks.onSaved).not.toHaveBeenCalled();
        expect(callbacks.onClose).not.toHaveBeenCalled();
        expect(sentToWrite()).toHaveLength(1);

        // A new attempt starts without the last one's banner, and ends with its own.
        hold = true;
        await save(c, { user, dialog, field });
        await waitFor(() => expect(release).toBeDefined());
        expect(sentToWrite()).toHaveLength(2);
        expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
        release!();
        await waitFor(() => expect(within(dialog()).getAllByRole('alert')).toHaveLength(1));
        expect(within(dialog()).getByRole('alert')).toHaveTextContent(said);
        expectKept(field, c.fill, before);
        expect(callbacks.onSaved).not.toHaveBeenCalled();
      });
    }
  }
}
