import { data, type MetaFunction } from '@remix-run/node';
import { MaintenancePage } from '~/components/status-pages';
import { publicRoute } from '~/utils/permissions.server';

export function loader() {
  publicRoute();
  return data(null, { status: 503, headers: { 'Retry-After': '300' } });
}

export const meta: MetaFunction = () => [{ title: 'Site Maintenance in Progress | Accord' }];

export default function Maintenance() {
  return <MaintenancePage />;
}
