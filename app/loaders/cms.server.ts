/**
 * Loader helpers of the CMS: the session guard, and the registry's sections and collections
 * turned into serialisable descriptors for the generic editors (the registry, with its seed
 * copy, stays on the server).
 */
import { redirect, type AppLoadContext } from 'react-router';
import type { Field, Fields } from '../../content/fields';
import { recordTarget } from '../../content/cms-targets';
import { etagOf } from '../../server/services/edit-states';
import { collections, sectionList, type CollectionName } from '../../content/registry';
import type { CmsScreen } from '../../content/section';
import type {
  CmsUser,
  CollectionDescriptor,
  FieldDescriptor,
  SectionDescriptor,
  StoredValue,
} from '~/components/cms/descriptors';
import { signInPath } from '~/components/cms/redirect';

/** Every CMS response: never stored by the browser or a proxy. */
export const noStore = { 'Cache-Control': 'private, no-store' } as const;

const SESSION_COOKIE = 'sid';

function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The signed-in user, looked up from the session cookie; undefined when there is none. */
export async function currentUser(
  request: Request,
  context: AppLoadContext,
): Promise<(CmsUser & { id: string }) | undefined> {
  const user = await context.services.auth.authenticate(cookie(request, SESSION_COOKIE));
  return user && { id: user.id, username: user.username, role: user.role };
}

/** The full session of the signed-in user (2FA state, session id); undefined when signed out. */
const sessionOf = (request: Request, context: AppLoadContext) =>
  context.services.auth.authenticate(cookie(request, SESSION_COOKIE));

/** Where an account that must enrol in two-factor sign-in is sent before anything else. */
export const ENROL_PATH = '/cms/settings';

/**
 * The signed-in user with their session, or a redirect to sign-in that remembers the page asked
 * for. When every account must use two-factor sign-in and this one has not enrolled, every
 * screen but Settings sends it there.
 */
export async function requireSession(request: Request, context: AppLoadContext) {
  const session = await sessionOf(request, context);
  // React Router hands loaders the page's URL, also for client navigations' data requests.
  const url = new URL(request.url);
  if (!session) {
    throw redirect(signInPath(`${url.pathname}${url.search}`), { headers: noStore });
  }
  if (session.mustEnrol && url.pathname.replace(/\.data$/, '') !== ENROL_PATH) {
    throw redirect(ENROL_PATH, { headers: noStore });
  }
  return session;
}

/** The signed-in user, or a redirect (to sign in, or to enrol in two-factor sign-in). */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
): Promise<CmsUser & { id: string }> {
  const session = await requireSession(request, context);
  return { id: session.id, username: session.username, role: session.role };
}

function describeField(name: string, field: Field): FieldDescriptor {
  const out: FieldDescriptor = { name, kind: field.kind, label: field.label };
  if (field.hint) out.hint = field.hint;
  switch (field.kind) {
    case 'image':
    case 'imageList':
      out.size = { ...field.size };
      break;
    case 'video':
    case 'document':
      out.maxMb = field.maxMb;
      break;
    case 'choice':
      out.options = field.options.map(({ value, label }) => ({ value, label }));
      if (field.initial) out.initial = field.initial;
      break;
    case 'list':
      out.itemLabel = field.itemLabel;
      out.fields = describeFields(field.fields);
      break;
  }
  return out;
}

export const describeFields = (fields: Fields): FieldDescriptor[] =>
  Object.entries(fields).map(([name, field]) => describeField(name, field));

/** The sections a CMS screen edits, in registry order, each with its current value. */
export async function screenSections(
  context: AppLoadContext,
  screens: readonly CmsScreen[],
): Promise<SectionDescriptor[]> {
  const wanted = sectionList.filter((s) => screens.includes(s.screen));
  const states = await context.services.content.editStates(wanted.map((s) => s.key));
  return Promise.all(
    wanted.map(async (s) => {
      const { _id, ...value } = (await context.services.content.section(s.key)) as StoredValue & {
        _id: string;
      };
      return {
        key: s.key,
        id: _id,
        title: s.title,
        envelope: s.envelope,
        fields: describeFields(s.fields),
        value,
        // The version the editor starts from, sent back as If-Match (`"0"` before any edit).
        version: etagOf(states.get(s.key)?.version ?? 0),
      };
    }),
  );
}

export function describeCollection(name: CollectionName): CollectionDescriptor {
  const c = collections[name];
  return {
    name,
    path: c.path,
    title: c.title,
    itemEnvelope: c.itemEnvelope,
    listEnvelope: c.listEnvelope,
    fields: describeFields(c.fields),
  };
}

/**
 * A collection's descriptor in which each field that names another collection's record (a
 * product's family) is a choice of those records, by name, so editors pick rather than type.
 */
export async function describeCollectionWithChoices(
  context: AppLoadContext,
  name: CollectionName,
): Promise<CollectionDescriptor> {
  const described = describeCollection(name);
  const references: Readonly<Record<string, { collection: string } | undefined>> =
    collections[name].references ?? {};
  const fields = await Promise.all(
    described.fields.map(async (field) => {
      const ref = references[field.name];
      if (!ref || !Object.hasOwn(collections, ref.collection)) return field;
      const records = (await context.services.content.list(ref.collection as CollectionName)) as {
        slug?: string;
        name?: string;
        title?: string;
      }[];
      const options = records.flatMap((r) =>
        r.slug ? [{ value: r.slug, label: String(r.name ?? r.title ?? r.slug) }] : [],
      );
      return { ...field, kind: 'choice' as const, options };
    }),
  );
  return { ...described, fields };
}

/**
 * The edit versions of records, by id, as ETags (`"0"` before any edit): what their editors send
 * back as If-Match, so a save over someone else's is caught.
 */
export async function recordVersions(
  context: AppLoadContext,
  name: CollectionName,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const targets = new Map(ids.map((id) => [id, recordTarget(name, id)]));
  const states = await context.services.content.editStates([...targets.values()]);
  return new Map(
    [...targets].map(([id, target]) => [id, etagOf(states.get(target)?.version ?? 0)]),
  );
}

/** One record's stored fields (and id) for the edit form; undefined when it does not exist. */
export async function recordForEdit(
  context: AppLoadContext,
  name: CollectionName,
  id: string | null,
): Promise<(StoredValue & { _id: string; version: string }) | undefined> {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [record, versions] = await Promise.all([
    context.services.content.get(name, id),
    recordVersions(context, name, [id]),
  ]);
  if (!record) return undefined;
  const value: StoredValue & { _id: string; version: string } = {
    _id: record._id,
    version: versions.get(id) ?? etagOf(0),
  };
  for (const field of Object.keys(collections[name].fields)) {
    value[field] = (record as unknown as StoredValue)[field];
  }
  return value;
}
