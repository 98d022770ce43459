/** The users module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  userDtoOf,
  wechatOpenIdOf,
} from './queries';
export { usersRoutes } from './routes';
export { toUserDto, UserSchema, type UserDto } from './schemas';
