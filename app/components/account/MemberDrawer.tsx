import {useLocation} from '@remix-run/react';
import {Modal, ModalCloseButton, ModalTitle} from '~/components/ui/Modal';
import {MarketLink} from '~/components/ui/links';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import type {MessageBundle} from '~/lib/i18n/types';
import type {MemberView} from '~/lib/customer/member.server';
import {loginPath} from '~/lib/customer/return-path';
import {MemberSummary} from './MemberSummary';

type DrawerData =
  | {status: 'guest' | 'not-member'; messages: MessageBundle; member: null}
  | {status: 'member'; messages: MessageBundle; member: MemberView};

/** Where shoppers outside any programme can learn about them. */
const COMMUNITY_PAGE = '/pages/community';

/** The member drawer: the shopper's programme, savings cap and members-only code (opened by `#memberDrawerOpen`). */
export function MemberDrawer({
  open,
  onClose,
  data,
  loading,
}: {
  open: boolean;
  onClose: () => void;
  data: DrawerData | undefined;
  loading: boolean;
}) {
  return (
    <I18nProvider messages={data?.messages ?? {}}>
      <Modal open={open} onClose={onClose} placement="end" className="gap-4 overflow-y-auto p-5">
        <DrawerBody onClose={onClose} data={data} loading={loading} />
      </Modal>
    </I18nProvider>
  );
}

function DrawerBody({
  onClose,
  data,
  loading,
}: {
  onClose: () => void;
  data: DrawerData | undefined;
  loading: boolean;
}) {
  const t = useT();
  const location = useLocation();
  // Before the texts arrive the title reads from the root's common texts.
  const title = data ? t('member.drawerTitle') : t('common.loadingPage');
  return (
    <>
      <div className="flex items-center justify-between gap-4">
        <ModalTitle className="text-xl font-semibold">{title}</ModalTitle>
        <ModalCloseButton
          label={data ? t('member.close') : t('common.close')}
          onClose={onClose}
          className="-me-2"
        />
      </div>
      {!data ? (
        <p role="status">{loading ? t('common.loadingPage') : t('common.errorMessage')}</p>
      ) : data.status === 'member' ? (
        <MemberSummary member={data.member} />
      ) : data.status === 'guest' ? (
        <div className="flex flex-col gap-3">
          <p>{t('member.guest')}</p>
          <MarketLink
            to={loginPath(`${location.pathname}${location.search}`)}
            className="self-start rounded bg-neutral-900 px-5 py-3 font-medium text-white"
          >
            {t('member.signIn')}
          </MarketLink>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p>{t('member.notMember')}</p>
          <MarketLink to={COMMUNITY_PAGE} className="self-start underline">
            {t('member.discover')}
          </MarketLink>
        </div>
      )}
    </>
  );
}
