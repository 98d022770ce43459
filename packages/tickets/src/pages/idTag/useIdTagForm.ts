import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ID_TAG_COUNTRY, validateIdTagClaim, type IdTagValidationCode, type UsAddress } from '@aigc/domain';
import { useClaimIdTagMutation } from '@aigc/store/make-real';

/** The form field each rule of `validateIdTagClaim` points at. */
const FIELD_OF: Record<IdTagValidationCode, string> = {
  'idTag.nameRequired': 'name',
  'idTag.nameLength': 'name',
  'idTag.notUs': 'us',
  'idTag.line1': 'line1',
  'idTag.city': 'city',
  'idTag.state': 'state',
  'idTag.zip': 'zip',
};

function useIdTagErrorText(): (code: IdTagValidationCode) => string {
  const { t } = useLingui();
  return (code) =>
    ({
      'idTag.nameRequired': t`Please enter the name for the tag`,
      'idTag.nameLength': t`The name must be at most 60 characters`,
      'idTag.notUs': t`The free ID tag is for US residents only`,
      'idTag.line1': t`Please enter your street address`,
      'idTag.city': t`Please enter your city`,
      'idTag.state': t`Please choose your state`,
      'idTag.zip': t`Please enter a valid ZIP code`,
    })[code];
}

/** A US address on up to three lines: street, apartment (when given), 'City, ST ZIP'. */
export const addressLines = (a: UsAddress) => [a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join('\n');

/**
 * The free ID tag claim (docs/product.md §1, §5): the name for the tag, 'I live in the
 * United States' and the US address. `review()` checks them with the
 * domain's `validateIdTagClaim` (the first broken rule shows at its field,
 * `error(field)`) and opens the confirmation; `submit()` claims (a refusal
 * is toasted by the store) and closes it.
 */
export function useIdTagForm() {
  const errorText = useIdTagErrorText();
  const [claim, { isLoading: claiming }] = useClaimIdTagMutation();
  const [name, setName] = useState('');
  const [isUs, setIsUs] = useState(false);
  const [address, setAddress] = useState<Required<UsAddress>>({ line1: '', line2: '', city: '', state: '', zip: '' });
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const [reviewing, setReviewing] = useState(false);

  const input = { name, country: isUs ? ID_TAG_COUNTRY : '', address };
  const review = () => {
    const issue = validateIdTagClaim(input);
    setProblem(issue ? { field: FIELD_OF[issue.code], text: errorText(issue.code) } : null);
    if (!issue) setReviewing(true);
  };
  const submit = async () => {
    try {
      await claim(input).unwrap();
    } catch {
      // toasted by the store (already claimed, sold out…)
    }
    setReviewing(false);
  };
  const error = (field: string) => (problem?.field === field ? problem.text : undefined);
  const setLine = (key: keyof UsAddress, value: string) => setAddress({ ...address, [key]: value });

  return { name, setName, isUs, setIsUs, address, setLine, error, review, submit, claiming, reviewing, setReviewing };
}

/** What {@link useIdTagForm} returns. */
export type IdTagForm = ReturnType<typeof useIdTagForm>;
