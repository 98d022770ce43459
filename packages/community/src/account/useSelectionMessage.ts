import { useLingui } from '@lingui/react/macro';
import { DELETE_MAX, DOWNLOAD_MAX, MODEL_DOWNLOAD_MAX, POST_IMAGES_MAX, type SelectionIssue } from '@aigc/domain';

/** The translated text of a selection rule of docs/product.md §5 (domain `validateSelection` codes). */
export function useSelectionMessage(): (issue: SelectionIssue) => string {
  const { t } = useLingui();
  return (issue) => {
    switch (issue.code) {
      case 'selection.empty':
        return t`Please select at least one image`;
      case 'selection.tooManyPost':
        return t`At most ${POST_IMAGES_MAX} images can be posted at a time`;
      case 'selection.tooManyDownload':
        return t`At most ${DOWNLOAD_MAX} images can be downloaded at a time`;
      case 'selection.tooManyDelete':
        return t`At most ${DELETE_MAX} posts can be deleted at a time`;
      case 'selection.tooManyModels':
        return t`Only ${MODEL_DOWNLOAD_MAX} model file can be downloaded at a time`;
      case 'selection.modelNotPostable':
        return t`This model cannot be posted for now`;
      default:
        return issue.message;
    }
  };
}
