import { Trans, useLingui } from '@lingui/react/macro';
import { Drawer, EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from '@aigc/ui';

/** Props of {@link NoticePanel}. */
export interface NoticePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The notice centre opened by 'Mine → Messages' (docs/product.md §2 'Notice centre'):
 * a side panel with the tabs notice, message and official. The message
 * service (docs/product.md §7 `/message/*`) is not on the server yet, so each tab says
 * honestly that nothing has arrived, and what will arrive there.
 */
export function NoticePanel({ open, onOpenChange }: NoticePanelProps) {
  const { t } = useLingui();
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={<Trans>Messages</Trans>}>
      <Tabs defaultValue="notice">
        <TabsList aria-label={t`Message kinds`}>
          <TabsTrigger value="notice">
            <Trans>Notices</Trans>
          </TabsTrigger>
          <TabsTrigger value="message">
            <Trans>Messages</Trans>
          </TabsTrigger>
          <TabsTrigger value="official">
            <Trans>Official</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="notice">
          <EmptyState
            title={t`No notices yet`}
            description={t`Likes, wants, new followers and order updates will show up here.`}
          />
        </TabsContent>
        <TabsContent value="message">
          <EmptyState title={t`No messages yet`} description={t`Comments, replies and mentions will show up here.`} />
        </TabsContent>
        <TabsContent value="official">
          <EmptyState
            title={t`No official messages yet`}
            description={t`News about your wanted designs, prizes and production will show up here.`}
          />
        </TabsContent>
      </Tabs>
    </Drawer>
  );
}
