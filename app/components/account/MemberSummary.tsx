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

/** Content's text with `{used}` and `{limit}` filled in. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(used|limit)\}/g, (_, key: string) => values[key] ?? '');
}

/**
 * A community member's programme by where they stand: a current member's savings cap (limit,
 * used, remaining) and members-only code; a capped member's used-up limit; an applicant's
 * status; an expired member's end date and, when they may, the way to reapply. Shown on the
 * dashboard and in the member drawer.
 */
export function MemberSummary({member}: {member: MemberView}) {
  const t = useT();
  const market = useMarket();
  const cap = member.savingsCap;
  const amount = (value: number) =>
    cap ? isolateIn(market.dir, formatMoney(value, cap.currencyCode, market)) : '';
  const expiry = member.expiresOn ? new Date(`${member.expiresOn}T00:00:00Z`) : null;
  const expiryDate =
    expiry && !Number.isNaN(expiry.getTime())
      ? dateFormat(market.locale, {dateStyle: 'long', timeZone: 'UTC'}).format(expiry)
      : null;
  const info = member.savingsInfo;
  return (
    <div className="flex flex-col gap-4" data-testid="member-summary" data-state={member.state}>
      <p>
        <span className="font-medium">{t('member.programme', {type: programmeName(member.type)})}</span>
        {' · '}
        {t(`member.status.${member.status}`)}
      </p>
      {expiryDate ? (
        <p className="text-sm text-neutral-700">
          {member.state === 'expired'
            ? t('member.ended', {date: expiryDate})
            : t('member.expires', {date: expiryDate})}
        </p>
      ) : null}
      {cap ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-medium">{info?.title ?? t('member.savingsTitle')}</h3>
          <progress
            className="h-2 w-full accent-neutral-900"
            max={cap.limit || 1}
            value={Math.min(cap.used, cap.limit)}
            aria-label={t('member.savingsProgress')}
          />
          <p>
            {info?.body
              ? fill(info.body, {used: amount(cap.used), limit: amount(cap.limit)})
              : t('member.savingsUsed', {used: amount(cap.used), limit: amount(cap.limit)})}
          </p>
          <p className="font-medium">
            {member.state === 'capped'
              ? (info?.capReached ?? t('member.capReached'))
              : t('member.savingsRemaining', {remaining: amount(cap.remaining)})}
          </p>
          {info?.learnMore ? <SiteLink link={info.learnMore} className="self-start underline" /> : null}
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
      {member.state === 'expired' ? (
        member.canReapply && member.pageUrl ? (
          <p>
            {t('member.canReapply')}{' '}
            <SiteLink
              link={{text: t('member.reapply'), url: member.pageUrl}}
              className="font-medium underline"
            />
          </p>
        ) : (
          <p>{t('member.cannotReapply')}</p>
        )
      ) : null}
      {member.pageUrl ? (
        <SiteLink
          link={{text: t('member.aboutProgramme'), url: member.pageUrl}}
          className="self-start underline"
        />
      ) : null}
    </div>
  );
}
