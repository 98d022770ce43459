import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES_BY_TYPE } from '../stories/fixtures';
import { BothLanguages } from '../stories/BothLanguages';
import { MessageItem } from './MessageItem';

/**
 * One story per message type (docs/product.md §8 'Notices by message type', §9
 * 'Message types'): the row as the notice centre shows it, in en-US and
 * zh-Hans side by side. `today` is the message's day, so the time shows alone.
 */
const meta = {
  title: 'Notices/Message by type',
  component: MessageItem,
  args: {
    message: MESSAGES_BY_TYPE.like!,
    officialSender: 'Makeable Official',
    today: '2026-01-02',
    onOpen: () => undefined,
  },
  decorators: [
    (Story) => (
      <BothLanguages>
        <Story />
      </BothLanguages>
    ),
  ],
} satisfies Meta<typeof MessageItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const System: Story = { name: '0 system', args: { message: MESSAGES_BY_TYPE.system! } };
export const Like: Story = { name: '1 like', args: { message: MESSAGES_BY_TYPE.like! } };
export const Want: Story = { name: '4 want', args: { message: MESSAGES_BY_TYPE.want! } };
export const ThresholdPassed: Story = { name: '5 threshold passed', args: { message: MESSAGES_BY_TYPE.thresholdPassed! } };
export const OnSale: Story = { name: '6 on sale', args: { message: MESSAGES_BY_TYPE.onSale! } };
export const CannotProduce: Story = { name: '7 cannot be produced', args: { message: MESSAGES_BY_TYPE.cannotProduce! } };
export const WantsRefunded: Story = { name: '8 wants refunded', args: { message: MESSAGES_BY_TYPE.wantsRefunded! } };
export const Made: Story = { name: '9 made real', args: { message: MESSAGES_BY_TYPE.made! } };
export const Follow: Story = { name: '10 follow (follow back)', args: { message: MESSAGES_BY_TYPE.follow! } };
export const FollowBack: Story = { name: '11 followed back', args: { message: MESSAGES_BY_TYPE.followBack! } };
export const Comment: Story = { name: '12 comment', args: { message: MESSAGES_BY_TYPE.comment! } };
export const Reply: Story = { name: '13 reply', args: { message: MESSAGES_BY_TYPE.reply! } };
export const OrderConfirmed: Story = { name: '14 order confirmed', args: { message: MESSAGES_BY_TYPE.orderConfirmed! } };
export const OrderInProduction: Story = { name: '15 order in production', args: { message: MESSAGES_BY_TYPE.orderInProduction! } };
export const OrderRefunded: Story = { name: '16 order refunded', args: { message: MESSAGES_BY_TYPE.orderRefunded! } };
export const OrderShipped: Story = { name: '17 order shipped', args: { message: MESSAGES_BY_TYPE.orderShipped! } };
export const WantedPostDeleted: Story = { name: '18 wanted design deleted', args: { message: MESSAGES_BY_TYPE.wantedPostDeleted! } };
export const PrizeFree: Story = { name: '19 prize, made free', args: { message: MESSAGES_BY_TYPE.prizeFree! } };
export const PrizeContact: Story = { name: '20 prize, contact us', args: { message: MESSAGES_BY_TYPE.prizeContact! } };
export const PrizeCannotProduce: Story = { name: '21 prize, cannot be produced', args: { message: MESSAGES_BY_TYPE.prizeCannotProduce! } };
export const Ranking: Story = { name: '22 ranking', args: { message: MESSAGES_BY_TYPE.ranking! } };
export const MentionInComment: Story = { name: '23 mention in a comment', args: { message: MESSAGES_BY_TYPE.mentionInComment! } };
export const MentionInPost: Story = { name: '23 mention in a post', args: { message: MESSAGES_BY_TYPE.mentionInPost! } };
export const Custom: Story = { name: '100 custom', args: { message: MESSAGES_BY_TYPE.custom! } };

/** A message already read: no dot, regular weight. */
export const Read: Story = { name: 'read (no dot)', args: { message: { ...MESSAGES_BY_TYPE.like!, readFlag: 1 } } };
/** An older message: the date instead of the time. */
export const Older: Story = { name: 'older (date shown)', args: { message: MESSAGES_BY_TYPE.comment!, today: '2026-03-04' } };
