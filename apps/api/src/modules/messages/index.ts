/** The messages module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { messagesRoutes } from './routes';
export { OfficialMessageBodySchema } from './schemas';
export {
  sendOfficialMessage,
  unreadCounts,
  writeMessage,
  writeOrderMessage,
  writeMessages,
  writeWantersMessage,
  writeWantRefundMessages,
  type MessageInput,
  type OrderMessageInput,
  type OfficialMessageInput,
} from './service';
