// The card menu's publishing items on Manage Workflows (workflow-builder.md §2): Publish, or Republish when
// Approved; Unpublish only when Approved; Move to stage. Owner buttons are disabled while Pending, and
// publishing is for the owner or a global admin. Each item opens the workflow's publishing page (a dialog
// that works as a page without JavaScript).
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { parseStoredStatus } from '~/services/publishing/workflow-status';

export interface PublishMenuCard {
  id: string;
  status: string;
  isOwner: boolean;
}

function Disabled({ children, why }: { children: string; why: string }) {
  return (
    <span aria-disabled="true" className="block px-2 py-1 text-muted" title={why}>
      {children}
    </span>
  );
}

export function PublishMenuItems({ card, isGlobalAdmin }: { card: PublishMenuCard; isGlobalAdmin: boolean }) {
  const status = parseStoredStatus(card.status);
  const mayPublish = card.isOwner || isGlobalAdmin;
  const href = (what: 'publish' | 'unpublish' | 'stage') => `/manage-workflows/${card.id}/publishing?do=${what}`;
  const { t } = useTranslation('admin');
  const label = status === 'approved' ? t('workflows.republish') : t('workflows.publish');
  const waiting = t('workflows.waitingForStakeholders');
  return (
    <>
      <li>
        {!mayPublish ? (
          <Disabled why={t('workflows.onlyOwnerPublishes')}>{label}</Disabled>
        ) : status === 'pending' ? (
          <Disabled why={waiting}>{label}</Disabled>
        ) : (
          <Link className="block px-2 py-1" to={href('publish')}>
            {label}
          </Link>
        )}
      </li>
      {status === 'approved' && mayPublish ? (
        <li>
          <Link className="block px-2 py-1" to={href('unpublish')}>
            {t('workflows.unpublish')}
          </Link>
        </li>
      ) : null}
      <li>
        {status === 'pending' ? (
          <Disabled why={waiting}>{t('workflows.moveToStage')}</Disabled>
        ) : (
          <Link className="block px-2 py-1" to={href('stage')}>
            {t('workflows.moveToStage')}
          </Link>
        )}
      </li>
    </>
  );
}
