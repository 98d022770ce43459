/**
 * GENERATED FILE — do not edit by hand.
 * Source: apps/api/openapi.json (written by the server from its zod route schemas).
 * Regenerate: pnpm --filter @aigc/api-client generate
 */

export interface paths {
  '/aigc/api/auth/fetchToken': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: {
                expiresAt: string | null;
                isLogin: boolean;
              };
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/auth/forgot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
            email: string;
            /** @description kid of the public key used to encrypt the password fields */
            kid?: string;
            matchingPassword: string;
            /** @description base64 of the RSA-OAEP(SHA-256) ciphertext of the UTF-8 password */
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: null;
              msg: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/auth/login/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            /** @description kid of the public key used to encrypt the password fields */
            kid?: string;
            /** @description base64 of the RSA-OAEP(SHA-256) ciphertext of the UTF-8 password */
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: components['schemas']['LoginResult'];
              msg: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: null;
              msg: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/auth/public-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: components['schemas']['PublicKey'];
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/auth/register/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
            email: string;
            fromLink?: string;
            /** @description kid of the public key used to encrypt the password fields */
            kid?: string;
            nickname: string;
            /** @description base64 of the RSA-OAEP(SHA-256) ciphertext of the UTF-8 password */
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: components['schemas']['LoginResult'];
              msg: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/auth/register/email/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          email: string;
          type?: 'REGISTER' | 'FORGET_PASSWORD';
          tz?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: null;
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/auth/renewalToken': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: {
                expiresAt: string;
              };
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/comment/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          contentId: string;
          page?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: {
                dataList: components['schemas']['Comment'][];
                hasMore: boolean;
                page: number;
                total: number;
              };
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/fe-settings/pc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: components['schemas']['FeSettings'];
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            modelId?: string;
            /** @default  */
            prompt?: string;
            topicId?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: components['schemas']['GenerateJob'];
              msg: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/generate/get_pending_jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            target?: unknown;
            topicId?: string | null;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: components['schemas']['GenerateJob'][];
              msg: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/generate/result': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          jobId: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: components['schemas']['GenerateJob'];
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/generate/user/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          topicId?: string;
          tz?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: {
                dataList: components['schemas']['GenerationRecord'][];
                hasMore: boolean;
                page: number;
                total: number;
              };
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/model/selection': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          scene?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: {
                dataList: components['schemas']['Model'][];
                hasMore: boolean;
                page: number;
                total: number;
              };
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/new/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: components['schemas']['FeatureConfig'];
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/ticket/log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: {
                dataList: components['schemas']['TicketLog'][];
                hasMore: boolean;
                page: number;
                total: number;
              };
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/topic/content': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default [] */
            contentImage?: string[];
            /** @default  */
            description?: string;
            /** @default 0 */
            hiddenPrompt?: 0 | 1;
            /** @default [] */
            mentionUser?: {
              endIndex: number;
              startIndex: number;
              userId: string;
            }[];
            posterImage: string;
            /** @default 0 */
            showCustomizeBuyButton?: 0 | 1;
            /** @default  */
            title?: string;
            topicId?: string | null;
            /**
             * @description 1 history works, 2 local upload
             * @default 1
             */
            type?: 1 | 2;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: components['schemas']['PublishResult'];
              msg: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/topic/content/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          contentId: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: components['schemas']['PostDetail'];
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/topic/content/general': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default [] */
            contentImage?: string[];
            /** @default  */
            description?: string;
            /** @default 0 */
            hiddenPrompt?: 0 | 1;
            /** @default [] */
            mentionUser?: {
              endIndex: number;
              startIndex: number;
              userId: string;
            }[];
            posterImage: string;
            /** @default 0 */
            showCustomizeBuyButton?: 0 | 1;
            /** @default  */
            title?: string;
            topicId?: string | null;
            /**
             * @description 1 history works, 2 local upload
             * @default 1
             */
            type?: 1 | 2;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: components['schemas']['PublishResult'];
              msg: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/topic/content/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          sort?: 'hot' | 'new';
          topicId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: {
                dataList: components['schemas']['PostCard'][];
                hasMore: boolean;
                page: number;
                total: number;
              };
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/topic/content/user/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          page?: number;
          pageSize?: number;
          tz?: string;
          userId: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: {
                dataList: components['schemas']['PostCard'][];
                hasMore: boolean;
                page: number;
                total: number;
              };
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/topic/content/want': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            contentId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: components['schemas']['WantResult'];
              msg: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/topic/selection': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          showWantable?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: {
                dataList: components['schemas']['Topic'][];
                hasMore: boolean;
                page: number;
                total: number;
              };
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/user/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              /** @description Want-ticket count */
              data: number;
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/user/info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: components['schemas']['User'];
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/user/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          userId: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              data: components['schemas']['UserProfile'];
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Author: {
      avatar: string | null;
      nickName: string;
      userId: string;
    };
    Comment: {
      author: components['schemas']['Author'];
      commentId: string;
      content: string;
      createTime: string;
      replyCount: number;
    };
    FeatureConfig: {
      designThingCard: boolean;
      homeCreatNew: {
        curKey: string;
        newVisible: boolean;
      };
      imgTo3D: boolean;
      imgToImg: boolean;
      imgToVideo: boolean;
      modelIds: string[];
    };
    FeSettings: {
      cardDisplayCount: number;
    };
    GenerateJob: {
      createTime: string;
      error: string | null;
      jobId: string;
      /** @description Tasks ahead of this one; 0 when running or done */
      queuePosition: number;
      record: components['schemas']['GenerationRecord'] | null;
      /** @enum {string} */
      status: 'queued' | 'running' | 'succeeded' | 'failed';
    };
    GenerationRecord: {
      createTime: string;
      id: string;
      images: components['schemas']['ImageAsset'][];
      modelId: string;
      prompt: string;
      topicId: string | null;
      wantableTopics: {
        uniqueTopicId: string;
      }[];
    };
    ImageAsset: {
      /** @description px */
      height: number;
      /** @description 200 px on the long side */
      imageResize200Url: string;
      /** @description 512 px on the long side */
      imageResize512Url: string;
      uniqueImageId: string;
      /** @description Original, /aigc/files/… */
      url: string;
      /** @description px */
      width: number;
    };
    LoginResult: {
      /** @constant */
      requiredBinding: false;
      user: components['schemas']['User'];
    };
    Model: {
      capabilities: string[];
      description: string;
      modelId: string;
      name: string;
      /** @description Runs without any outside service (the offline preview engine) */
      offline: boolean;
      provider: string;
    };
    PostCard: {
      author: components['schemas']['Author'];
      commentCount: number;
      contentId: string;
      createTime: string;
      imageCount: number;
      likeCount: number;
      posterImage: components['schemas']['ImageAsset'];
      title: string;
      topic: {
        title: string;
        uniqueTopicId: string;
      } | null;
      wantCount: number;
      /** @description The caller has wanted it (false for visitors) */
      wanted: boolean;
      /**
       * @description full = more than 100 wants (spec §1)
       * @enum {string}
       */
      wantState: 'collecting' | 'full';
    };
    PostDetail: {
      author: components['schemas']['Author'];
      commentCount: number;
      contentId: string;
      createTime: string;
      description: string;
      hiddenPrompt: 0 | 1;
      imageCount: number;
      /** @description Poster first */
      images: components['schemas']['ImageAsset'][];
      isAuthor: boolean;
      likeCount: number;
      posterImage: components['schemas']['ImageAsset'];
      /** @description null when hiddenPrompt and the caller is not the author */
      prompt: string | null;
      recentWanters: components['schemas']['Author'][];
      showCustomizeBuyButton: 0 | 1;
      title: string;
      topic: {
        title: string;
        uniqueTopicId: string;
      } | null;
      wantCount: number;
      /** @description The caller has wanted it (false for visitors) */
      wanted: boolean;
      /**
       * @description full = more than 100 wants (spec §1)
       * @enum {string}
       */
      wantState: 'collecting' | 'full';
      wantThreshold: number;
    };
    /** @description RSA-OAEP (SHA-256, 2048 bit) public key for password fields */
    PublicKey: {
      jwk: {
        /** @constant */
        alg: 'RSA-OAEP-256';
        /** @description public exponent, base64url */
        e: string;
        kid: string;
        /** @constant */
        kty: 'RSA';
        /** @description modulus, base64url */
        n: string;
        /** @constant */
        use: 'enc';
      };
      kid: string;
    };
    PublishResult: {
      createId: string;
      /** @description 0 = plain success */
      popUpType: number;
    };
    TicketLog: {
      createTime: string;
      nums: number;
      title: string;
      /** @description 1 gain, 2 spend */
      type: 1 | 2;
      uniqueTicketLogId: string;
    };
    Topic: {
      activityType: number;
      allowPostWantByTopicIds: string[];
      banners: {
        image: string;
        sidebarImage: string;
      };
      description: string;
      endTime: string;
      /** @description Visible posts in the challenge */
      postCount: number;
      startTime: string;
      title: string;
      uniqueTopicId: string;
      wantable: 0 | 1;
    };
    User: {
      accountLevel: string;
      avatar: string | null;
      /** @description Want-ticket count */
      balance: number;
      eduIdentity: null;
      email: string;
      id: string;
      needOnBoarding: boolean;
      nickName: string;
      showPostLocalUpload: boolean;
      userId: string;
    };
    UserProfile: {
      avatar: string | null;
      isSelf: boolean;
      joinedAt: string;
      nickName: string;
      postCount: number;
      userId: string;
      wantReceivedCount: number;
    };
    WantResult: {
      /** @description Want-tickets left */
      balance: number;
      contentId: string;
      wantCount: number;
      /** @enum {string} */
      wantState: 'collecting' | 'full';
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
