/**
 * Loader helpers of the CMS: the session guard, and the registry's sections and collections
 * turned into serialisable descriptors for the generic editors (the registry, with its seed
 * copy, stays on the server).
 */
import { redirect, type AppLoadContext } from 'react-router';
import type { Field, Fields } from '../../content/fields';
import type { CollectionOptions } from '../../content/collection';
import { collections, sectionList, type CollectionName } from '../../content/registry';
import type { CmsScreen } from '../../content/section';
import { previewPath, recordTarget } from '../../content/cms-targets';
import type { ContentState } from '../../server/repositories/content/content-states-repo';
import { etagOf, publishingState } from '../../server/services/publishing/edit-states';
import type {
  CmsRecord,
  Publishing,
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
export async function requireSession(request: Request, context: AppLoadContext, url: URL) {
  const session = await sessionOf(request, context);
  // `url` is the page's, also for a client navigation's data request, whose `request.url` is
  // as sent (`.data`, `_routes`).
  if (!session) {
    throw redirect(signInPath(`${url.pathname}${url.search}`), { headers: noStore });
  }
  if (session.mustEnrol && url.pathname !== ENROL_PATH) {
    throw redirect(ENROL_PATH, { headers: noStore });
  }
  return session;
}

/** The signed-in user, or a redirect (to sign in, or to enrol in two-factor sign-in). */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  url: URL,
): Promise<CmsUser & { id: string }> {
  const session = await requireSession(request, context, url);
  return { id: session.id, username: session.username, role: session.role };
}

/** Where a section or record stands, for the badge and buttons beside its form. */
export function publishing(
  state: ContentState | undefined,
  published: boolean,
  target: string,
  preview: string,
): Publishing {
  return {
    state: publishingState(state, published),
    ...(state?.publishAt ? { publishAt: state.publishAt.toISOString() } : {}),
    ...(state?.savedBy ? { savedBy: state.savedBy, savedAt: state.savedAt.toISOString() } : {}),
    previewPath: preview,
    target,
  };
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
    case 'group':
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
  // A section kept for the API over a record is edited on the record's own form.
  const wanted = sectionList.filter((s) => screens.includes(s.screen) && !s.backedBy);
  const states = await context.services.content.editStates(wanted.map((s) => s.key));
  return Promise.all(
    wanted.map(async (s) => {
      // Editors work on the pending draft when there is one.
      const { _id, ...value } = (await context.services.drafts.section(s.key)) as StoredValue & {
        _id: string;
      };
      const state = states.get(s.key);
      return {
        key: s.key,
        id: _id,
        title: s.title,
        envelope: s.envelope,
        fields: describeFields(s.fields),
        value,
        version: etagOf(state?.version ?? 0),
        publishing: publishing(state, true, s.key, previewPath({ kind: 'section', section: s })),
      };
    }),
  );
}

export function describeCollection(name: CollectionName): CollectionDescriptor {
  const c = collections[name];
  const layouts: CollectionOptions['layouts'] = c.layouts;
  return {
    name,
    path: c.path,
    title: c.title,
    itemEnvelope: c.itemEnvelope,
    listEnvelope: c.listEnvelope,
    fields: describeFields(c.fields).map((f) =>
      layouts && f.name === layouts.field
        ? {
            ...f,
            layouts: {
              by: layouts.by,
              fields: Object.fromEntries(
                Object.entries(layouts.fields).map(([value, fields]) => [
                  value,
                  Object.keys(fields),
                ]),
              ),
            },
          }
        : f,
    ),
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
): Promise<CmsRecord | undefined> {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  // The pending draft when there is one; records never published too.
  const record = await context.services.drafts.get(name, id);
  if (!record) return undefined;
  const target = recordTarget(name, id);
  const state = (await context.services.content.editStates([target])).get(target);
  const stored = record as unknown as StoredValue;
  const value: CmsRecord = {
    _id: record._id,
    version: etagOf(state?.version ?? 0),
    publishing: publishing(
      state,
      stored.published !== false,
      target,
      previewPath({ kind: 'record', name, id }, stored),
    ),
  };
  for (const field of Object.keys(collections[name].fields)) value[field] = stored[field];
  return value;
}
