import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const meta = { title: 'Navigation/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FeedSort: Story = {
  render: () => (
    <Tabs defaultValue="hot">
      <TabsList aria-label="Sort designs">
        <TabsTrigger value="hot">Hot</TabsTrigger>
        <TabsTrigger value="new">New</TabsTrigger>
        <TabsTrigger value="soon" disabled>
          Soon
        </TabsTrigger>
      </TabsList>
      <TabsContent value="hot">The most wanted designs this week.</TabsContent>
      <TabsContent value="new">Fresh from the generator.</TabsContent>
    </Tabs>
  ),
};
