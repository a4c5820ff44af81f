import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { getDb } from '~/db.server';
import { getProfile } from '~/services/accounts/users.server';
import { isoToBirthDateInput } from '~/utils/account-forms';
import { requireOwnUserRecord } from '~/utils/permissions.server';
import { StatusPageForError } from '~/components/status-pages';
import { requestTexts } from '~/i18n/i18next.server';

export const handle: PageHandle = { title: (_data, t) => t('admin:userRecord.title'), i18n: ['admin'] };

// One user's record, for the user themself or a global admin (requireOwnUserRecord).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { userId } = await requireOwnUserRecord(request, params.userId);
  const profile = await getProfile(getDb(), userId);
  if (!profile) throw new Response('Not Found', { status: 404 });
  const t = await requestTexts(request, 'admin');
  const yesNo = (yes: boolean) => (yes ? t('userRecord.yes') : t('userRecord.no'));
  const name = `${profile.first_name} ${profile.last_name}`;
  return {
    name,
    title: t('tabTitle', { title: name }),
    rows: [
      [t('userRecord.email'), profile.email],
      [t('userRecord.verified'), yesNo(Boolean(profile.email_verified_at))],
      [t('userRecord.role'), t(`users.roles.${profile.role}`)],
      [t('userRecord.isPetitioner'), yesNo(Boolean(profile.is_petitioner))],
      [t('userRecord.dateOfBirth'), isoToBirthDateInput(profile.date_of_birth)],
      [t('userRecord.phone'), profile.phone_number],
      [t('userRecord.address'), [profile.address_street_1, profile.address_street_2, `${profile.address_city}, ${profile.address_state} ${profile.address_zip_code}`].filter(Boolean).join(', ')],
      [t('userRecord.createdOn'), profile.created_at.toISOString().slice(0, 10)],
      [t('userRecord.lastSignIn'), profile.last_sign_in_at ? profile.last_sign_in_at.toISOString().slice(0, 10) : t('userRecord.never')],
    ] as Array<[string, string]>,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'User | Accord' }];

export default function UserRecord() {
  const { name, rows } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="user-title" className="mx-auto max-w-2xl">
      <h1 id="user-title" className="text-3xl font-semibold text-brand">
        {name}
      </h1>
      <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg border border-line bg-white p-5 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin');
  return <StatusPageForError notFound={t('userRecord.notFound')} />;
}
