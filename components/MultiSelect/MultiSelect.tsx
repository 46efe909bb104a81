import { memo } from 'react';
import { useMultipleSelection, useSelect, type UseSelectStateChangeTypes } from 'downshift';
import type { Locale } from '../../content/locales';
import type { UiCatalogue } from '../../content/en/ui';
import { fill, plural } from '../../domain/words';
import * as styles from './MultiSelect.css';

/** The menu's own words, from the page's UI catalogue (content/<locale>/ui.ts). */
export type MultiSelectText = Pick<UiCatalogue['news'], 'placeholder' | 'selected' | 'selectedList' | 'remove'>;

type MultiSelectProps<T extends string> = {
  label: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** The page's language and its words; the toggle shows `text.placeholder` when nothing is selected (docs/product.md §9). */
  locale: Locale;
  text: MultiSelectText;
  /**
   * How an option reads, by value, when it differs from the value (the news types in the
   * page's language): the values, which the address and the index use, stay as they are.
   */
  optionLabels?: Readonly<Partial<Record<T, string>>>;
};

/** What chooses an option: a click, or Enter or Space on the toggle (not leaving it, which downshift also lets select). */
const choosing: readonly UseSelectStateChangeTypes[] = [
  useSelect.stateChangeTypes.ToggleButtonKeyDownEnter,
  useSelect.stateChangeTypes.ToggleButtonKeyDownSpaceButton,
  useSelect.stateChangeTypes.ItemClick,
];

/**
 * A multi-select drop-down (downshift `useSelect` + `useMultipleSelection`): a toggle button,
 * a listbox of options that stays open while choosing, and the choices as removable tags.
 */
function MultiSelectMenu<T extends string>({
  label,
  options,
  selected,
  onChange,
  locale,
  text,
  optionLabels,
}: MultiSelectProps<T>) {
  const labelOf = (value: T): string => optionLabels?.[value] ?? value;
  const toggle = (item: T) =>
    onChange(selected.includes(item) ? selected.filter((value) => value !== item) : [...selected, item]);

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<T>({
    selectedItems: [...selected],
    // Only removals change the selection here (Backspace, Delete, a tag's ×): choosing goes through `toggle`.
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems ?? []),
  });

  const { isOpen, highlightedIndex, getToggleButtonProps, getLabelProps, getMenuProps, getItemProps } = useSelect<T>({
    items: [...options],
    selectedItem: null,
    // Choosing an option keeps the list open, so several can be chosen in a row.
    stateReducer: (state, { changes, type }) =>
      choosing.includes(type) ? { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex } : changes,
    onStateChange({ type, selectedItem }) {
      if (choosing.includes(type) && selectedItem) toggle(selectedItem);
    },
  });

  // downshift writes aria-activedescendant="" while no option is highlighted; an empty id is invalid HTML.
  const { 'aria-activedescendant': activeOption, ...toggleButtonProps } = getToggleButtonProps(
    getDropdownProps({ preventKeyAction: isOpen }),
  );

  return (
    <div className={styles.root}>
      <label className={styles.label} {...getLabelProps()}>
        {label}
      </label>
      <div className={styles.control}>
        {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- the spread makes it role="combobox" */}
        <button
          type="button"
          className={styles.toggle}
          {...toggleButtonProps}
          aria-activedescendant={activeOption || undefined}
        >
          <span className={selected.length === 0 ? styles.placeholder : undefined}>
            {selected.length === 0 ? text.placeholder : plural(text.selected, selected.length, locale)}
          </span>
          <svg className={styles.chevron} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <ul className={isOpen ? styles.menuOpen : styles.menu} {...getMenuProps()}>
          {isOpen
            ? options.map((option, index) => (
                <li
                  key={option}
                  className={styles.option}
                  data-highlighted={highlightedIndex === index ? '' : undefined}
                  {...getItemProps({ item: option, index, 'aria-selected': selected.includes(option) })}
                >
                  <span className={styles.check} aria-hidden="true">
                    {selected.includes(option) ? '✓' : ''}
                  </span>
                  {labelOf(option)}
                </li>
              ))
            : null}
        </ul>
      </div>
      {selected.length > 0 ? (
        <ul className={styles.tags} aria-label={fill(text.selectedList, { label })}>
          {selected.map((value, index) => (
            <li key={value} className={styles.tag}>
              {labelOf(value)}
              <button
                type="button"
                className={styles.remove}
                aria-label={fill(text.remove, { value: labelOf(value) })}
                {...getSelectedItemProps({ selectedItem: value, index })}
                onClick={() => removeSelectedItem(value)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Rendered again only when its props change. The cast keeps the generic signature, which `memo`'s type drops. */
export const MultiSelect = memo(MultiSelectMenu) as typeof MultiSelectMenu;
