/** The messages module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { messagesRoutes } from './routes';
export { writeMessage, writeWantRefundMessages, type MessageInput } from './service';
