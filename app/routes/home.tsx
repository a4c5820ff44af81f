import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { getDb } from '~/db.server';
import { homePathFor, loadUserForms } from '~/services/home-routing.server';
import { getSettings } from '~/services/settings.server';
import { publicRouteWithSession } from '~/utils/permissions.server';

// Home routes by role (administration-platform.md §2.2); the maintenance flag comes first.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await publicRouteWithSession(request);
  const { maintenance } = await getSettings(getDb());
  if (maintenance) throw redirect('/503');
  const user = session.status === 'active' ? session.user : undefined;
  throw redirect(homePathFor(user, user ? await loadUserForms(user) : {}));
}

export const meta: MetaFunction = () => [{ title: 'Redirecting | Accord' }];

export default function Home() {
  return <p role="status">Redirecting</p>;
}
