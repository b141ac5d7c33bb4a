import { ScreenHeading } from '../screen-heading';

/** What everyone but the super admin sees on the super admin's screens (the client's CMS spec). */
export function SuperAdminOnly() {
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
      Only super admin is allowed to this route. Thanks for your understanding :)
    </p>
  );
}

/** A super admin's screen as anyone else sees it: its heading, without its intro, and the notice. */
export function SuperAdminOnlyScreen({ title }: { title: string }) {
  return (
    <>
      <ScreenHeading title={title} />
      <SuperAdminOnly />
    </>
  );
}
