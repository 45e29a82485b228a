import {useLocation} from '@remix-run/react';
import type {MessageKey} from '~/lib/i18n/types';
import {useT} from '~/lib/i18n/i18n';
import {longSizeName} from '~/lib/product/size-chart';
import type {ProductView} from '~/lib/product/types';
import {optionValueState, type OptionView, type Selection} from '~/lib/product/variant-selection';
import type {Translate} from '~/lib/i18n/translator';

/** Query parameters that belong to the add-to-bag outcome, not to the page. */
const TRANSIENT_PARAMS = ['bag'];

/** What a screen reader says for a value: sizes by their long names ("Extra small"). */
function spokenValue(t: Translate, option: OptionView, value: string): string {
  const long = option.kind === 'size' ? longSizeName(value) : null;
  return long ? t(`product.sizeNames.${long}` as MessageKey) : value;
}

/**
 * The product's options as radio groups (a screen reader announces the group, each value
 * and whether it is chosen). Values with no variant for the other choices are disabled;
 * sold-out ones stay choosable so their back-in-stock form can be reached. Without
 * JavaScript the group is a GET form that reloads the page with the choice.
 */
export function VariantPicker({
  product,
  selection,
  onChoose,
}: {
  product: Pick<ProductView, 'options' | 'variants'>;
  selection: Selection;
  onChoose(option: string, value: string): void;
}) {
  const t = useT();
  const {search} = useLocation();
  const optionNames = new Set(product.options.map((option) => option.name));
  const kept = [...new URLSearchParams(search)].filter(
    ([name]) => !optionNames.has(name) && !TRANSIENT_PARAMS.includes(name),
  );
  return (
    <form method="get" className="space-y-5" onSubmit={(event) => event.preventDefault()}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {product.options.map((option, index) =>
        option.values.length === 1 ? (
          <p key={option.name} className="text-sm">
            <span className="font-semibold">{option.name}:</span>{' '}
            {spokenValue(t, option, option.values[0].value)}
          </p>
        ) : (
          <OptionGroup
            key={option.name}
            option={option}
            index={index}
            product={product}
            selection={selection}
            onChoose={onChoose}
          />
        ),
      )}
      <noscript>
        <button type="submit" className="rounded border border-neutral-900 px-4 py-2 text-sm font-semibold">
          {t('product.chooseOptions', {
            options: product.options.map((o) => o.name).join(', '),
          })}
        </button>
      </noscript>
    </form>
  );
}

function OptionGroup({
  option,
  index,
  product,
  selection,
  onChoose,
}: {
  option: OptionView;
  index: number;
  product: Pick<ProductView, 'options' | 'variants'>;
  selection: Selection;
  onChoose(option: string, value: string): void;
}) {
  const t = useT();
  const chosen = selection[option.name];
  const label = option.name;
  const isColour = option.kind === 'colour';
  return (
    <fieldset>
      <legend className="mb-2 text-sm">
        <span className="font-semibold">{label}</span>
        {chosen ? <span>: {spokenValue(t, option, chosen)}</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {option.values.map((value) => {
          const state = optionValueState(product.options, product.variants, selection, index, value.value);
          const id = `option-${option.name}-${value.value}`.replace(/[^A-Za-z0-9_-]/g, '_');
          const spoken = spokenValue(t, option, value.value);
          const name = !state.exists
            ? t('product.unavailableValue', {value: spoken})
            : !state.available
              ? t('product.soldOutValue', {value: spoken})
              : spoken;
          return (
            <label
              key={value.value}
              htmlFor={id}
              className={`relative flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded border px-3 text-sm has-[:checked]:border-neutral-900 has-[:checked]:ring-1 has-[:checked]:ring-neutral-900 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-40 ${
                state.available
                  ? 'border-neutral-300'
                  : 'border-dashed border-neutral-300 text-neutral-500 line-through'
              }`}
            >
              <input
                type="radio"
                id={id}
                name={option.name}
                value={value.value}
                checked={chosen === value.value}
                disabled={!state.exists}
                onChange={() => onChoose(option.name, value.value)}
                aria-label={name}
                className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
              />
              {isColour && (value.swatchColor || value.swatchImage) ? (
                <span
                  aria-hidden="true"
                  className="h-6 w-6 rounded-full border border-neutral-300 bg-cover"
                  style={{
                    backgroundColor: value.swatchColor,
                    backgroundImage: value.swatchImage ? `url(${value.swatchImage})` : undefined,
                  }}
                />
              ) : (
                <span aria-hidden="true">{value.value}</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
