import { SearchIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { TextInput, type TextInputProps } from '../TextInput/TextInput';

/** Props of SearchInput: those of TextInput (a label or aria-label is required). */
export type SearchInputProps = TextInputProps;

/** A search field (`type="search"`) with a search icon and a clear button when `onClear` is set. */
export function SearchInput({ className, clearLabel = 'Clear search', ...rest }: SearchInputProps) {
  return (
    <TextInput
      type="search"
      enterKeyHint="search"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      leading={<SearchIcon size={18} />}
      {...rest}
      clearLabel={clearLabel}
      className={cx('kit-search', className)}
    />
  );
}
