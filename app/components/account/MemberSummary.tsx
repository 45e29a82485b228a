import {formatMoney} from '@markets';
import {useT} from '~/lib/i18n/i18n';
import {useMarket} from '~/lib/market-context';
import type {MemberView} from '~/lib/customer/member.server';
import {SiteLink} from '~/components/ui/links';
import {isolateIn} from './bidi';
import {dateFormat} from '~/lib/i18n/intl';

/** A programme's name from its member type: 'first-responder' → 'First Responder'. */
function programmeName(type: string): string {
  return type
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A community member's programme: status, savings cap (limit, used, remaining), the
 * members-only code and, when they may, the way to reapply. Shown on the dashboard and in
 * the member drawer.
 */
export function MemberSummary({member}: {member: MemberView}) {
  const t = useT();
  const market = useMarket();
  const cap = member.savingsCap;
  const amount = (value: number) =>
    cap ? isolateIn(market.dir, formatMoney(value, cap.currencyCode, market)) : '';
  const expiry = member.expiresOn ? new Date(`${member.expiresOn}T00:00:00Z`) : null;
  return (
    <div className="flex flex-col gap-4" data-testid="member-summary">
      <p>
        <span className="font-medium">{t('member.programme', {type: programmeName(member.type)})}</span>
        {' · '}
        {t(`member.status.${member.status}`)}
      </p>
      {expiry && !Number.isNaN(expiry.getTime()) ? (
        <p className="text-sm text-neutral-700">
          {t('member.expires', {
            date: dateFormat(market.locale, {dateStyle: 'long', timeZone: 'UTC'}).format(expiry),
          })}
        </p>
      ) : null}
      {cap ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-medium">{t('member.savingsTitle')}</h3>
          <progress
            className="h-2 w-full accent-neutral-900"
            max={cap.limit || 1}
            value={Math.min(cap.used, cap.limit)}
            aria-label={t('member.savingsProgress')}
          />
          <p>{t('member.savingsUsed', {used: amount(cap.used), limit: amount(cap.limit)})}</p>
          <p className="font-medium">
            {cap.remaining > 0
              ? t('member.savingsRemaining', {remaining: amount(cap.remaining)})
              : t('member.capReached')}
          </p>
        </div>
      ) : null}
      {member.discount ? (
        <div className="rounded border border-dashed border-neutral-400 p-3">
          <h3 className="font-medium">{t('member.discountTitle')}</h3>
          <p>
            {t('member.discountBody', {code: member.discount.code, percentage: member.discount.percentage})}
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-4">
        {member.canReapply && member.pageUrl ? (
          <p>
            {t('member.canReapply')}{' '}
            <SiteLink
              link={{text: t('member.reapply'), url: member.pageUrl}}
              className="font-medium underline"
            />
          </p>
        ) : null}
        {member.pageUrl ? (
          <SiteLink link={{text: t('member.aboutProgramme'), url: member.pageUrl}} className="underline" />
        ) : null}
      </div>
    </div>
  );
}
