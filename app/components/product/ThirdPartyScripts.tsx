import {useEffect} from 'react';
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

function ExternalScript({src, attributes = {}}: {src: string; attributes?: Record<string, string>}) {
  useEffect(() => {
    if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    document.head.appendChild(script);
    // Attributes are fixed per market; the script stays for the life of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src]);
  return null;
}
