/**
 * Compile-time checks (run by `tsc` in `typecheck`, never imported): the
 * short names must resolve to real shapes, not `never`, whichever of the
 * generated document provides them.
 */
import type {
  FeedSort,
  FetchTokenResult,
  ForgotPasswordBody,
  GenerateBody,
  Img2ImgForm,
  InpaintForm,
  KontextForm,
  UpscaleForm,
  LoginEmailBody,
  PostCard,
  PublishContentBody,
  RegisterEmailBody,
  RenewalTokenResult,
  SendEmailCodeBody,
  User,
  WantContentBody,
} from './index';

type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type NotNever<T> = [T] extends [never] ? false : true;
type Assert<T extends true> = T;

export type Checks = [
  Assert<Equals<FetchTokenResult, { isLogin: boolean; expiresAt: string | null }>>,
  Assert<Equals<RenewalTokenResult['expiresAt'], string>>,
  Assert<Equals<LoginEmailBody['password'], string>>,
  Assert<Equals<RegisterEmailBody['nickname'], string>>,
  Assert<Equals<ForgotPasswordBody['matchingPassword'], string>>,
  Assert<Equals<SendEmailCodeBody['email'], string>>,
  Assert<Equals<WantContentBody, { contentId: string }>>,
  Assert<Equals<FeedSort, 'hot' | 'new'>>,
  Assert<Equals<NonNullable<PublishContentBody['contentImage']>, string[]>>,
  Assert<Equals<NonNullable<GenerateBody['prompt']>, string>>,
  Assert<Equals<User['userId'], string>>,
  Assert<Equals<Img2ImgForm['tagId'], 'style' | 'edge' | 'figurine' | undefined>>,
  Assert<Equals<Img2ImgForm['sourceImage'], Blob | undefined>>,
  Assert<Equals<UpscaleForm['scale'], 2 | 4 | undefined>>,
  Assert<Equals<InpaintForm['mask'], Blob>>,
  Assert<Equals<InpaintForm['mode'], 'modify' | 'remove' | undefined>>,
  Assert<Equals<KontextForm['sourceImageList'], Blob[] | undefined>>,
  Assert<NotNever<PostCard['posterImage']['width']>>,
];
