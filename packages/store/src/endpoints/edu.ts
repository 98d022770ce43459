/**
 * The education edition's calls (docs/edu.md): the school-account sign-in,
 * the signed-in account (`edu/me`), the welcome dialog's counts and
 * history-recall, the guided generators, and the teacher's classes,
 * rosters, temporary passwords and class gallery.
 *
 * Injected from this module, imported only through the `@aigc/store/edu`
 * subpath by the education app's lazily loaded screens, so none of it
 * weighs on another app's entry chunk. Every call of the edu app carries
 * `Entry-Type: edu` (the store's base query, `createAppStore({ entryType })`),
 * and the classroom's English server messages are shown translated
 * (`EDU_MESSAGE_TEXTS`, registered with the base query when this module loads).
 */
import type {
  EduAddStudentsBody,
  EduClass,
  EduClasswork,
  EduGalleryItem,
  EduGalleryQuery,
  EduInviteInfo,
  EduLoginBody,
  EduMe,
  EduModerationEvent,
  EduModerationQuery,
  EduNewStudent,
  EduStudent,
  EduTeacherRegisterBody,
  EduTemporaryPassword,
  GenerateJob,
  GenerationRecord,
  GuidedGenerateBody,
  LoginResult,
  Page,
} from '@aigc/api-client';
import { EDU_HISTORY_PREVIEW_COUNT } from '@aigc/domain';
import { api } from '../api';
import type { ApiError } from '../baseQuery';
import { registerServerMessages } from '../serverMessages';
import { userLoggedIn } from '../slices/session';
import { translateEduMessage } from './eduMessages';
import { sendEncrypted, toastShownError } from './encrypted';

/** Args of the edu sign-in: the plain password (encrypted inside, docs/product.md §5). */
export type EduLoginArgs = Omit<EduLoginBody, 'kid'>;

/** Args of the teacher invite sign-up: the plain passwords (encrypted inside, docs/product.md §5). */
export type EduTeacherRegisterArgs = Required<Omit<EduTeacherRegisterBody, 'kid'>>;

/** `source` of `generate/user/list` for the education edition's history (docs/edu.md 'Students'). */
export const EDU_HISTORY_SOURCE = 1;

/** Args of {@link eduApi}'s `getEduHistory`: whose history (default the caller's), which page. */
export interface EduHistoryArgs {
  /** A student of the caller's classes (teachers only); unset = the caller's own. */
  designerUserId?: string;
  page?: number;
  /** ≤ 1000; default {@link EDU_HISTORY_PREVIEW_COUNT}. */
  pageSize?: number;
}

// The classroom's server messages read in the active language (docs/edu.md: `EDU_MESSAGES`).
registerServerMessages(translateEduMessage);

export const eduApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/auth/edu/login `{ username, password, kid }` (password
     * encrypted) → `LoginResult`, signed in (`userLoggedIn`; the caller runs
     * `afterLogin`, which skips the token renewal for `entryType` 'edu').
     * 400 'Please enter a correct account and password' / 'Incorrect account
     * or password'; 403 not the education edition; 429 locked (5 failures in 15 min).
     */
    eduLogin: build.mutation<LoginResult, EduLoginArgs>({
      queryFn: async (arg, { dispatch }, _extra, run) =>
        (await sendEncrypted(run, '/api/auth/edu/login', arg, ['password'], (message) =>
          dispatch(toastShownError(message)),
        )) as { data: LoginResult } | { error: ApiError },
      extraOptions: { silent: true },
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoggedIn(data.user));
        } catch {
          // the form shows the error
        }
      },
    }),
    /**
     * GET /api/auth/edu/teacher/invite?invite= → `{ school, expiresAt }` of a
     * live invite; 404 'This invite link is invalid or has expired' (unknown, used or expired).
     */
    getEduInvite: build.query<EduInviteInfo, string>({
      query: (invite) => ({ url: '/api/auth/edu/teacher/invite', params: { invite } }),
      extraOptions: { silent: true },
    }),
    /**
     * POST /api/auth/edu/teacher/register `{ invite, username, nickName,
     * password, matchingPassword, kid }` (passwords encrypted) → `LoginResult`,
     * signed in as the new teacher (`userLoggedIn`); the invite is used up.
     * 400 a rule / 'The passwords do not match'; 403 not the education
     * edition; 404 the invite; 409 the username is taken.
     */
    eduTeacherRegister: build.mutation<LoginResult, EduTeacherRegisterArgs>({
      queryFn: async (arg, { dispatch }, _extra, run) =>
        (await sendEncrypted(run, '/api/auth/edu/teacher/register', arg, ['password', 'matchingPassword'], (message) =>
          dispatch(toastShownError(message)),
        )) as { data: LoginResult } | { error: ApiError },
      extraOptions: { silent: true },
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoggedIn(data.user));
        } catch {
          // the form shows the error
        }
      },
    }),
    /** GET /api/edu/me → `EduMe` (role, school, classes, a student's teacher); 401; 403 a main-site account. */
    getEduMe: build.query<EduMe, void>({
      query: () => ({ url: '/api/edu/me' }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Edu', id: 'ME' }],
    }),
    /** GET /api/business/user/popup/calcu-classwork → the caller's image and model counts (the welcome dialog). */
    getClasswork: build.query<EduClasswork, void>({
      query: () => ({ url: '/api/business/user/popup/calcu-classwork' }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Generation', id: 'LIST' }],
    }),
    /**
     * GET /api/generate/user/list?source=1 → `Page<GenerationRecord>` newest
     * first: the caller's works, or (a teacher) one student's with
     * `designerUserId`. 403 'You cannot see this history'.
     */
    getEduHistory: build.query<Page<GenerationRecord>, EduHistoryArgs | void>({
      query: (arg) => ({
        url: '/api/generate/user/list',
        params: {
          source: EDU_HISTORY_SOURCE,
          page: arg?.page ?? 1,
          pageSize: arg?.pageSize ?? EDU_HISTORY_PREVIEW_COUNT,
          designerUserId: arg?.designerUserId,
        },
      }),
      extraOptions: { withTimeZone: true },
      providesTags: [{ type: 'Generation', id: 'LIST' }],
    }),
    /**
     * POST /api/generate/guided → `GenerateJob` (poll it as any job). 400 a
     * missing choice, an idea over 100 characters or the classroom prompt
     * refusal; 429 too many tasks.
     */
    generateGuided: build.mutation<GenerateJob, GuidedGenerateBody>({
      query: (body) => ({ url: '/api/generate/guided', method: 'POST', body }),
      invalidatesTags: [{ type: 'Job', id: 'LIST' }],
    }),
    /** GET /api/edu/classes → the teacher's classes, oldest first. */
    getEduClasses: build.query<EduClass[], void>({
      query: () => ({ url: '/api/edu/classes' }),
      providesTags: [{ type: 'Edu', id: 'CLASSES' }],
    }),
    /** POST /api/edu/classes `{ name }` (1–30 characters) → `EduClass`; 400 name; 409 taken or 30 classes. */
    createEduClass: build.mutation<EduClass, { name: string }>({
      query: (body) => ({ url: '/api/edu/classes', method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: [{ type: 'Edu', id: 'CLASSES' }, { type: 'Edu', id: 'ME' }],
    }),
    /** GET /api/edu/classes/students?classId= → the roster by display name; 404 not the teacher's class. */
    getEduStudents: build.query<EduStudent[], string>({
      query: (classId) => ({ url: '/api/edu/classes/students', params: { classId } }),
      providesTags: (_r, _e, classId) => [{ type: 'Edu', id: `ROSTER-${classId}` }],
    }),
    /**
     * POST /api/edu/classes/students (one by one, or a pasted list / CSV as
     * `text`) → `{ created }` with each initial password (shown once). All or
     * nothing: 400 'Line N: …', class full; 404; 409 username taken.
     */
    addEduStudents: build.mutation<{ created: EduNewStudent[] }, EduAddStudentsBody>({
      query: (body) => ({ url: '/api/edu/classes/students', method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: (_r, _e, body) => [{ type: 'Edu', id: `ROSTER-${body.classId}` }, { type: 'Edu', id: 'CLASSES' }],
    }),
    /**
     * POST /api/auth/edu/student/forgot `{ studentUsername }` → a temporary
     * password (shown once, valid 60 min, docs/edu.md); 404 not a student of the caller.
     */
    makeTemporaryPassword: build.mutation<EduTemporaryPassword, { studentUsername: string; classId: string }>({
      query: ({ studentUsername }) => ({ url: '/api/auth/edu/student/forgot', method: 'POST', body: { studentUsername } }),
      invalidatesTags: (_r, _e, { classId }) => [{ type: 'Edu', id: `ROSTER-${classId}` }],
    }),
    /** GET /api/edu/classes/gallery → `Page<EduGalleryItem>` newest first (the teacher's class, or a student's own). */
    getEduGallery: build.query<Page<EduGalleryItem>, EduGalleryQuery>({
      query: (params) => ({ url: '/api/edu/classes/gallery', params }),
      providesTags: [{ type: 'Generation', id: 'LIST' }],
    }),
    /**
     * GET /api/edu/moderation/list?classId=&page=&pageSize= (≤ 100) →
     * `Page<EduModerationEvent>` newest first: the refused prompts and images
     * of the teacher's students; 404 not the teacher's class.
     */
    getEduModeration: build.query<Page<EduModerationEvent>, EduModerationQuery>({
      query: (params) => ({ url: '/api/edu/moderation/list', params }),
      providesTags: [{ type: 'Edu', id: 'MODERATION' }],
    }),
  }),
});

export { EDU_MESSAGE_TEXTS, translateEduMessage } from './eduMessages';

export const {
  useEduLoginMutation,
  useGetEduMeQuery,
  useGetClassworkQuery,
  useGetEduHistoryQuery,
  useGenerateGuidedMutation,
  useGetEduClassesQuery,
  useCreateEduClassMutation,
  useGetEduStudentsQuery,
  useAddEduStudentsMutation,
  useMakeTemporaryPasswordMutation,
  useGetEduGalleryQuery,
  useGetEduInviteQuery,
  useEduTeacherRegisterMutation,
  useGetEduModerationQuery,
} = eduApi;
