/** The messages module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { messagesRoutes } from './routes';
export { OfficialMessageBodySchema } from './schemas';
export {
  sendOfficialMessage,
  writeMessage,
  writeMessages,
  writeWantersMessage,
  writeWantRefundMessages,
  type MessageInput,
  type OfficialMessageInput,
} from './service';
