import { data, type MetaFunction } from '@remix-run/node';
import { MaintenancePage } from '~/components/status-pages';

export function loader() {
  return data(null, { status: 503, headers: { 'Retry-After': '300' } });
}

export const meta: MetaFunction = () => [{ title: 'Site Maintenance in Progress | Accord' }];

export default function Maintenance() {
  return <MaintenancePage />;
}
