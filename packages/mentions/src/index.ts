/**
 * @aigc/mentions — @-mentions on the client (docs/product.md §3 mentionUser,
 * §4 'Mention dropdown', §5): the mention textarea used by the publish
 * dialog and the comment boxes, the payload helper, and `MentionText`, which
 * renders a stored text with its mentions as profile links. This file is the
 * package's only public door.
 */
import './styles/mentions.css';

export { MentionTextarea } from './components/MentionTextarea';
export type {
  MentionTextareaHandle,
  MentionTextareaProps,
  MentionValue,
} from './components/MentionTextarea';
export { MentionText } from './components/MentionText';
export type { TextMention } from './components/MentionText';
export { mentionPayload } from './util/mentions';
export type { EditorMention } from './util/mentions';
