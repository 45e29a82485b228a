import {useLoadScript} from '@shopify/hydrogen';
import {ConsentGate} from '~/components/consent/ConsentGate';
import {AFTERPAY_SCRIPT_URL, KLARNA_SCRIPT_URL, type ThirdPartyWidgets} from '~/lib/product/pay-later';

/**
 * Loads the configured providers' scripts, once, asynchronously and only after the
 * shopper allowed functional cookies (the widgets remember their own state): nothing
 * here delays the page.
 */
export function ThirdPartyScripts({widgets}: {widgets: ThirdPartyWidgets}) {
  return (
    <ConsentGate category="C0003">
      {widgets.afterpay?.mpid ? <ExternalScript src={AFTERPAY_SCRIPT_URL} /> : null}
      {widgets.klarna?.environment ? (
        <ExternalScript
          src={KLARNA_SCRIPT_URL}
          attributes={{
            'data-client-id': widgets.klarna.clientId,
            'data-environment': widgets.klarna.environment,
          }}
        />
      ) : null}
      {widgets.boldMetrics?.scriptUrl ? <ExternalScript src={widgets.boldMetrics.scriptUrl} /> : null}
    </ConsentGate>
  );
}

/** One provider's script, added to the head once per page (Hydrogen's `useLoadScript`). */
function ExternalScript({src, attributes}: {src: string; attributes?: Record<string, string>}) {
  // Attributes are fixed per market; the script stays for the life of the page.
  useLoadScript(src, {in: 'head', attributes});
  return null;
}
