/**
 * GENERATED FILE — do not edit by hand.
 * Source: apps/api/openapi.json (written by the server from its zod route schemas).
 * Regenerate: pnpm --filter @aigc/api-client generate
 */

export interface paths {
  '/aigc/admin/campaigns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The campaigns, newest first, with how many accounts signed up with each one’s htSource. */
    get: {
      parameters: {
        query?: {
          channel?: 'xiaohongshu' | 'yincangkuan';
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
                dataList: components['schemas']['AdminCampaign'][];
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
    /** @description Creates a campaign page at /activities/<channel>/<code>. 409 when the channel has the code; 404 when topicId is unknown; 400 when the window is empty. */
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
            /** @enum {string} */
            channel: 'xiaohongshu' | 'yincangkuan';
            code: string;
            /**
             * @default {
             *       "en": "",
             *       "zh": ""
             *     }
             */
            description?: {
              en: string;
              zh: string;
            };
            /** Format: date-time */
            endsAt: string;
            heroImage: string;
            htSource: string;
            /**
             * @default {
             *       "en": "",
             *       "zh": ""
             *     }
             */
            reward?: {
              en: string;
              zh: string;
            };
            /**
             * @default {
             *       "en": "",
             *       "zh": ""
             *     }
             */
            rules?: {
              en: string;
              zh: string;
            };
            /** Format: date-time */
            startsAt: string;
            title: {
              en: string;
              zh: string;
            };
            /**
             * @description The challenge the page leads to
             * @default null
             */
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
              data: components['schemas']['AdminCampaign'];
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
  '/aigc/admin/campaigns/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Ends a campaign now; its page then says it has ended. 404 unknown; 409 already ended. */
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
            /** @enum {string} */
            channel: 'xiaohongshu' | 'yincangkuan';
            code: string;
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
              data: components['schemas']['AdminCampaign'];
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
  '/aigc/admin/creator/tier': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A user's creator tier (docs/product.md §1 'Creator tiers'), who granted it and when, and every change. 404 'This user does not exist'. */
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
              data: components['schemas']['CreatorTierState'];
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    /** @description Grants a creator tier (`rights`: priority queue; `verified`: signed creator — higher royalty rate, direct launch) or revokes it (`none`). Recorded with the operator and time; the account level's creator marker follows. Royalties already credited keep their rate. 404 'This user does not exist'. */
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
            /** @default  */
            note?: string;
            tier: components['schemas']['CreatorTierInput'];
            userId: string;
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
              data: components['schemas']['CreatorTierState'];
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
  '/aigc/admin/edu/invites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Issues a one-time teacher invite link for a school (token returned once). */
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
            /** @default 168 */
            expiresInHours?: number;
            /** @default  */
            school?: string;
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
              data: components['schemas']['EduTeacherInvite'];
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
  '/aigc/admin/edu/teachers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Teacher accounts, newest first. */
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
                dataList: components['schemas']['EduTeacher'][];
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
    /** @description Makes a teacher account (password given or generated, returned once). */
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
            /** @default  */
            nickName?: string;
            /** @description Plain; generated when absent */
            password?: string;
            /** @default  */
            school?: string;
            /** @default  */
            username?: string;
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
              data: components['schemas']['EduNewTeacher'];
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
  '/aigc/admin/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Sends a system (0) or custom (100) message to `userIds`, or to every user when omitted. */
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
            attachments?: {
              image_url: string;
              type: number;
              web_text: string;
            }[];
            content: string;
            landingUrl?: string;
            popupImage?: string;
            title: string;
            /** @description 0 system, 100 custom */
            type: 0 | 100;
            /** @description Recipients; omitted = every user */
            userIds?: string[];
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
              data: {
                /** @description Messages written */
                sent: number;
              };
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
  '/aigc/admin/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          orderId: string;
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
              data: components['schemas']['Order'];
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
  '/aigc/admin/order/refund/retry': {
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
            orderId: string;
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
              data: components['schemas']['Order'];
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
  '/aigc/admin/order/status': {
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
            carrier?: string;
            expectFrom?: components['schemas']['OrderStatusInput'];
            /** @description Required for refunded and cannot_be_produced: the reason the buyer reads */
            note?: string;
            orderId: string;
            status: components['schemas']['OrderStatusInput'];
            /** @description Required for shipped */
            trackingNumber?: string;
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
              data: components['schemas']['Order'];
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
  '/aigc/admin/orders': {
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
          status?: components['schemas']['OrderStatusInput'];
          userId?: string;
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
                dataList: components['schemas']['Order'][];
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
  '/aigc/admin/prizes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The prizes awarded in a challenge (topicId) or to a post (contentId), oldest first. */
    get: {
      parameters: {
        query?: {
          contentId?: string;
          page?: number;
          pageSize?: number;
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
                dataList: components['schemas']['AdminPrizeAward'][];
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
    /** @description Awards a prize of its challenge to a post and messages the author (19 free, 20 contact, 21 not producible); once per post and prize — the same award again changes nothing, 'free' or 'contact' may turn 'not_producible' once. */
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
            /**
             * @description free → message 19 (produced free); contact → 20 (contact the team); not_producible → 21 (compensation through support)
             * @enum {string}
             */
            outcome: 'free' | 'contact' | 'not_producible';
            /** @description The rank of one of the challenge's prizes, e.g. '1st' */
            prizeRank: string;
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
              data: {
                award: components['schemas']['AdminPrizeAward'];
                /** @enum {string} */
                change: 'awarded' | 'changed' | 'unchanged';
                /** @description Messages written by this call (0 or 1) */
                sent: number;
              };
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
  '/aigc/admin/product': {
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
              data: components['schemas']['ProductView'];
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
  '/aigc/admin/product/status': {
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
            expectFrom?: components['schemas']['ProductStatusInput'];
            note?: string;
            status: components['schemas']['ProductStatusInput'];
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
              data: {
                contentId: string;
                /**
                 * @description The request's edition's currency: USD, or CNY on the China site
                 * @enum {string}
                 */
                currency: 'USD' | 'CNY';
                /** @description Full price of the smallest size, in the minor unit of `currency` (cents, fen) */
                fullPriceCents: number;
                history: {
                  /** @description null = the system */
                  actorId: string | null;
                  actorName: string | null;
                  createTime: string;
                  fromStatus: components['schemas']['ProductStatus'] | null;
                  note: string;
                  toStatus: components['schemas']['ProductStatus'];
                }[];
                /** @enum {string} */
                modelType: 'image' | 'model3d';
                /** @description Where an operator may move it next */
                nextStatuses: components['schemas']['ProductStatus'][];
                /** @description Tickets refunded by this move */
                refunded: number;
                /** @description null = still collecting wants (no product yet) */
                status: components['schemas']['ProductStatus'] | null;
                title: string;
                wantCount: number;
                you: {
                  /** @description Fraction of the full price paid, 0..1 (0.7 = 30% off; display rule docs/product.md §9) */
                  discount: number;
                  isCreator: boolean;
                  priceCents: number;
                  /** @description Your want-ticket was refunded */
                  refunded: boolean;
                  tier: components['schemas']['DiscountTier'];
                  wanted: boolean;
                  /** @description 1-based, by want time */
                  wantRank: number | null;
                };
              };
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
  '/aigc/admin/products': {
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
          status?: components['schemas']['ProductStatusInput'];
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
                dataList: components['schemas']['AdminProduct'][];
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
  '/aigc/admin/rankings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Publishes the creator ranking of an ended ISO week and messages each ranked creator (type 22), once per week: a repeat answers the stored ranking with created false. */
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
            /** @description Sent to each ranked creator as info.rankingMsg */
            message?: string;
            /** @description ISO week YYYY-Www (UTC); default: the last week that has ended */
            period?: string;
            /** @description Creators to rank (default 10) */
            size?: number;
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
              data: components['schemas']['AdminRanking'];
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
  '/aigc/admin/release/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Approves a release under review: its design goes on sale in the shop in the release's type, sizes and price, and the creator is told (message 24). 409 when reviewed before, withdrawn, the design was deleted, the creator is no longer verified, or the design is already a product. */
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
            releaseId: string;
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
              data: components['schemas']['AdminProductRelease'];
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
  '/aigc/admin/release/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Rejects a release under review with the reason the creator reads (message 25). 400 without a reason; 409 when reviewed before or withdrawn. */
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
            /** @description Why: the creator reads it (required) */
            reason: string;
            releaseId: string;
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
              data: components['schemas']['AdminProductRelease'];
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
  '/aigc/admin/releases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Product releases of verified creators for review: of one status (pending: oldest first) or all (newest first). */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          status?: components['schemas']['ReleaseStatusInput'];
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
                dataList: components['schemas']['AdminProductRelease'][];
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
  '/aigc/admin/showcase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The official showcase in order, with who added each post and when. */
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
              data: components['schemas']['ShowcaseList'];
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    /** @description Puts a post in the showcase at position (1-based; default last), or moves it there when it is in already. 404 'This post does not exist or was deleted'; 409 'The showcase is full (at most 12 posts): remove one first'. */
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
            position?: number;
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
              data: components['schemas']['ShowcaseList'];
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
  '/aigc/admin/showcase/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Takes a post off the showcase; the others close up. 404 'This post is not in the showcase'. */
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
              data: components['schemas']['ShowcaseList'];
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
  '/aigc/admin/tokens': {
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
            /** @default  */
            label?: string;
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
              data: {
                /** @description Shown once; send as Authorization: Bearer … */
                token: string;
              };
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
  '/aigc/admin/web-vitals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Real-user page metrics (docs/architecture.md "Real-user metrics"): the 75th percentile of LCP, CLS, INP, FCP and TTFB per edition and route over the last `hours` (default 24), busiest routes first. */
    get: {
      parameters: {
        query?: {
          hours?: number;
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
              data: components['schemas']['WebVitalsReport'];
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
  '/aigc/api/auth/binding/mobile/code': {
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
            /** @description 11-digit China mobile number */
            mobile: string;
            /** @description Token of the step, from forgot/password/validate, the WeChat poll or login/third */
            validateAuthToken: string;
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
  '/aigc/api/auth/binding/mobile/submit': {
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
            /** @description 6-digit code */
            code: string;
            /** @description The visit's ht_source (session storage, docs/product.md §3); stored once on a new account */
            htSource?: string;
            /** @description 11-digit China mobile number */
            mobile: string;
            /** @description The terms version the person accepted (TERMS_VERSION). Needed when the account has not accepted the version in force, and for a sign-up; otherwise 4003 'Please agree to the terms of service and privacy policy' */
            termsVersion?: string;
            /** @description Token of the step, from forgot/password/validate, the WeChat poll or login/third */
            validateAuthToken: string;
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
  '/aigc/api/auth/edu/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description School sign-in (students and teachers) on the education edition only. 400 'Please enter a correct account and password' / 'Incorrect account or password'; 403 'Please sign in on the education site'; 429 locked. */
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
            /** @description kid of the public key used to encrypt the password fields */
            kid?: string;
            /**
             * @description base64 of the RSA-OAEP(SHA-256) ciphertext of the UTF-8 password
             * @default
             */
            password?: string;
            /** @default  */
            username?: string;
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
  '/aigc/api/auth/edu/student/forgot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description A teacher makes a temporary password (valid 60 minutes, shown once) for one of their students. 403 'Only teachers can do this'; 404 'No student with this username in your classes'. */
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
            /** @default  */
            studentUsername?: string;
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
              data: components['schemas']['EduTemporaryPassword'];
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
  '/aigc/api/auth/edu/teacher/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The school of a live teacher invite. 404 'This invite link is invalid or has expired'. */
    get: {
      parameters: {
        query?: {
          invite?: string;
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
              data: components['schemas']['EduInviteInfo'];
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
  '/aigc/api/auth/edu/teacher/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description A teacher makes their school account with a one-time invite and is signed in (education edition only). */
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
            /** @default  */
            invite?: string;
            /** @description kid of the public key used to encrypt the password fields */
            kid?: string;
            matchingPassword: string;
            /** @default  */
            nickName?: string;
            /** @description base64 of the RSA-OAEP(SHA-256) ciphertext of the UTF-8 password */
            password: string;
            /** @default  */
            username?: string;
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
  '/aigc/api/auth/forgot/password/code': {
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
            /** @description Token of the step, from forgot/password/validate, the WeChat poll or login/third */
            validateAuthToken: string;
            /**
             * @description How the reset code travels: mobile = SMS, email = mail (from forgot/password/validate)
             * @enum {string}
             */
            validateType: 'mobile' | 'email';
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
  '/aigc/api/auth/forgot/password/submit': {
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
            /** @description 6-digit code */
            code: string;
            /** @description kid of the public key used to encrypt the password fields */
            kid?: string;
            /** @description encrypted like password */
            matchingPassword: string;
            /** @description base64 of the RSA-OAEP(SHA-256) ciphertext of the UTF-8 password */
            password: string;
            /** @description Token of the step, from forgot/password/validate, the WeChat poll or login/third */
            validateAuthToken: string;
            /**
             * @description How the reset code travels: mobile = SMS, email = mail (from forgot/password/validate)
             * @enum {string}
             */
            validateType: 'mobile' | 'email';
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
  '/aigc/api/auth/forgot/password/validate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Step 1 of the reset: the account typed (mobile number or e-mail). A signed-in caller may leave it out to start from their own account (its mobile number, else its e-mail): Change password / Set a password. */
    get: {
      parameters: {
        query?: {
          /** @description Mobile number or e-mail; omitted = the signed-in caller’s own */
          account?: string;
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
              data: components['schemas']['ResetStart'];
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
  '/aigc/api/auth/handoff/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Browser navigation on the receiving host: redeems the one-time code (with the browser's nonce cookie) into a session of the same family, then 302 to the landing. */
    get: {
      parameters: {
        query: {
          /** @description `1`: land on the giving host (the shop handing its own sign-in to the main site) */
          back?: '1';
          code: string;
          /** @description In-app path to land on (default /): on the receiving host, or on the giving one with `back=1` */
          to?: string;
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
          content?: never;
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
  '/aigc/api/auth/handoff/mint': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Browser navigation on the giving host: signed in → 302 to the partner host's handoff/accept with a one-time code (60 s); a visitor → 302 to the landing. */
    get: {
      parameters: {
        query: {
          /** @description `1`: land on the giving host (the shop handing its own sign-in to the main site) */
          back?: '1';
          /** @description SHA-256 (hex) of the receiving host's browser nonce */
          browser: string;
          /** @description In-app path to land on (default /): on the receiving host, or on the giving one with `back=1` */
          to?: string;
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
          content?: never;
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
  '/aigc/api/auth/handoff/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Browser navigation on the receiving host (a shop host; a main site with `back=1`): 302 to the landing when signed in, else to the partner host's handoff/mint (docs/auth.md "Sessions across hosts"). */
    get: {
      parameters: {
        query?: {
          /** @description `1`: land on the giving host (the shop handing its own sign-in to the main site) */
          back?: '1';
          /** @description In-app path to land on (default /): on the receiving host, or on the giving one with `back=1` */
          to?: string;
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
          content?: never;
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
  '/aigc/api/auth/login/account': {
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
            /** @description Mobile number or e-mail */
            account: string;
            /** @description kid of the public key used to encrypt the password fields */
            kid?: string;
            /** @description base64 of the RSA-OAEP(SHA-256) ciphertext of the UTF-8 password */
            password: string;
            /** @description The terms version the person accepted (TERMS_VERSION). Needed when the account has not accepted the version in force, and for a sign-up; otherwise 4003 'Please agree to the terms of service and privacy policy' */
            termsVersion?: string;
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
            /** @description The terms version the person accepted (TERMS_VERSION). Needed when the account has not accepted the version in force, and for a sign-up; otherwise 4003 'Please agree to the terms of service and privacy policy' */
            termsVersion?: string;
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
  '/aigc/api/auth/login/mobile': {
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
            /** @description 6-digit code */
            code: string;
            /** @description The visit's ht_source (session storage, docs/product.md §3); stored once on a new account */
            htSource?: string;
            /** @description 11-digit China mobile number */
            mobile: string;
            /** @description The terms version the person accepted (TERMS_VERSION). Needed when the account has not accepted the version in force, and for a sign-up; otherwise 4003 'Please agree to the terms of service and privacy policy' */
            termsVersion?: string;
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
  '/aigc/api/auth/login/mobile/code': {
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
            /** @description 11-digit China mobile number */
            mobile: string;
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
  '/aigc/api/auth/login/pre/third': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Starts a WeChat QR sign-in (identifierType=3): WeChat’s qrconnect URL and the state to poll with (uuid). Sets the aigc_login_browser cookie. */
    get: {
      parameters: {
        query: {
          /** @description 3 = WeChat */
          identifierType: number;
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
              data: components['schemas']['ThirdLoginStart'];
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
  '/aigc/api/auth/login/query/third': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Polls a WeChat QR sign-in (every 500 ms, up to 60 s). Only the browser that started it gets its result, once. requiredTerms: poll again with termsVersion once the person accepted the terms. */
    get: {
      parameters: {
        query: {
          /** @description The terms version the person accepted (TERMS_VERSION). Needed when the account has not accepted the version in force, and for a sign-up; otherwise 4003 'Please agree to the terms of service and privacy policy' */
          termsVersion?: string;
          /** @description The state of login/pre/third */
          uuid: string;
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
              data: components['schemas']['ThirdLoginResult'];
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
  '/aigc/api/auth/login/third': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Signs in with a token from a third party: source google, accessToken = the Google ID token (Identity Services credential). */
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
            accessToken: string;
            /** @description The visit's ht_source (session storage, docs/product.md §3); stored once on a new account */
            htSource?: string;
            /** @enum {string} */
            source: 'google';
            /** @description The terms version the person accepted (TERMS_VERSION). Needed when the account has not accepted the version in force, and for a sign-up; otherwise 4003 'Please agree to the terms of service and privacy policy' */
            termsVersion?: string;
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
              data: components['schemas']['ThirdLoginResult'];
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
  '/aigc/api/auth/login/third/google': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Browser navigation: redirects (302) to Google with state, nonce and PKCE. The callback comes back to `redirect` (an in-app path, default /) signed in, or to /login?thirdLink=<validateAuthToken>&redirect=… (link step), or /login?thirdError=cancelled|failed|unavailable|terms&redirect=… (terms: the account has not accepted the terms in force; start again with termsVersion). */
    get: {
      parameters: {
        query?: {
          /** @description The visit's ht_source (session storage, docs/product.md §3); stored once on a new account */
          htSource?: string;
          /** @description In-app path to return to */
          redirect?: string;
          /** @description The terms version the person accepted (TERMS_VERSION). Needed when the account has not accepted the version in force, and for a sign-up; otherwise 4003 'Please agree to the terms of service and privacy policy' */
          termsVersion?: string;
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
          content?: never;
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
  '/aigc/api/auth/login/third/link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          /** @description Token of the step, from forgot/password/validate, the WeChat poll or login/third */
          validateAuthToken: string;
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
              data: components['schemas']['ThirdLinkInfo'];
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    /** @description Links the Google identity of a requiredLink step to the e-mail account once its password is proven; signs in. */
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
            /** @description kid of the public key used to encrypt the password fields */
            kid?: string;
            /** @description base64 of the RSA-OAEP(SHA-256) ciphertext of the UTF-8 password */
            password: string;
            /** @description The terms version the person accepted (TERMS_VERSION). Needed when the account has not accepted the version in force, and for a sign-up; otherwise 4003 'Please agree to the terms of service and privacy policy' */
            termsVersion?: string;
            /** @description Token of the step, from forgot/password/validate, the WeChat poll or login/third */
            validateAuthToken: string;
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
  '/aigc/api/auth/password/change': {
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
            /** @description kid of the public key used to encrypt the password fields */
            kid?: string;
            /** @description encrypted like password */
            matchingPassword: string;
            /** @description encrypted like password */
            oldPassword: string;
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
            /** @description The visit's ht_source (session storage, docs/product.md §3); stored once on a new account */
            htSource?: string;
            /** @description kid of the public key used to encrypt the password fields */
            kid?: string;
            nickname: string;
            /** @description base64 of the RSA-OAEP(SHA-256) ciphertext of the UTF-8 password */
            password: string;
            /** @description The terms version the person accepted (TERMS_VERSION). Needed when the account has not accepted the version in force, and for a sign-up; otherwise 4003 'Please agree to the terms of service and privacy policy' */
            termsVersion?: string;
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
    get?: never;
    put?: never;
    /** @description Mails a REGISTER or FORGET_PASSWORD code. Answers the same for registered and unknown addresses (the mail says which, docs/auth.md 'Enumeration'). 400 bad e-mail; 429 'Please wait N s before requesting a new code' / the caps of docs/auth.md 'Limits' / 'Too many requests, please try again in N s' (Retry-After). */
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
            /**
             * @default REGISTER
             * @enum {string}
             */
            type?: 'REGISTER' | 'FORGET_PASSWORD';
            tz?: string;
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
  '/aigc/api/auth/renewalToken': {
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
              data: {
                expiresAt: string;
              };
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
  '/aigc/api/author/onboarding': {
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
            /** @enum {boolean} */
            acceptOriginality: true;
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
              data: components['schemas']['User'];
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
  '/aigc/api/business/user/popup/calcu-classwork': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The caller's image and 3D-model counts (the student welcome dialog, docs/product.md §4). */
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
              data: components['schemas']['EduClasswork'];
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
  '/aigc/api/campaigns/{channel}/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A campaign page: texts in both languages, the window and its state now. 404 when unknown. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          channel: 'xiaohongshu' | 'yincangkuan';
          code: string;
        };
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
              data: components['schemas']['Campaign'];
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
  '/aigc/api/comment/add': {
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
            content: string;
            contentId: string;
            /**
             * @description @-mentions in content (docs/product.md §3 mentionUser)
             * @default []
             */
            mentionUser?: {
              endIndex: number;
              startIndex: number;
              userId: string;
            }[];
            /** @description Reply to this comment or reply */
            parentId?: string | null;
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
              data: components['schemas']['Comment'];
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
  '/aigc/api/comment/delete': {
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
            commentId: string;
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
              data: components['schemas']['DeleteCommentResult'];
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
  '/aigc/api/comment/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          commentId: string;
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
              data: components['schemas']['Comment'];
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
  '/aigc/api/comment/reply/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          commentId: string;
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
  '/aigc/api/creator/detail': {
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
              data: components['schemas']['CreatorDetail'];
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
  '/aigc/api/creator/earnings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The signed-in creator's royalties (docs/shop.md 'Royalties'): per product and per currency, credits of paid sales of their designs at the tier rate of the sale minus reversals of refunded orders, with the newest entries. 401 when signed out. */
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
              data: components['schemas']['CreatorEarnings'];
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
  '/aigc/api/creator/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Creators ranked by wants received, then followers, then posts; with the caller’s follow flags. */
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
                dataList: components['schemas']['Creator'][];
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
  '/aigc/api/delivery/confirm': {
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
            /** @enum {string} */
            field: 'address' | 'fullName' | 'phone';
            value: string;
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
              data: components['schemas']['ShippingInfo'];
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
  '/aigc/api/delivery/info': {
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
              data: components['schemas']['ShippingInfo'];
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
  '/aigc/api/designer/releases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The caller's product releases, newest first, with their status, the operator's reason and the shop product once approved. */
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
                dataList: components['schemas']['ProductRelease'][];
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
    /** @description A verified creator sends one of their published designs to operator review as a product of the shop: a product type, its sizes, the price of the type's smallest size (in the request's edition's currency, within the type's range) and a description. */
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
            /** @description One of your published designs */
            contentId: string;
            description: string;
            /** @description Product type: id-tag, pendant, keychain, figurine or poster */
            kind: string;
            /** @description Price of the type's smallest size, minor units of your edition's currency; within the type's range */
            priceMinor: number;
            /** @description Sizes of the type to offer (at least one) */
            sizes: string[];
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
              data: components['schemas']['ProductRelease'];
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
  '/aigc/api/designer/releases/{releaseId}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Withdraws your release while it is under review. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          releaseId: string;
        };
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
              data: components['schemas']['ProductRelease'];
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
  '/aigc/api/download/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          topicId?: string;
          uniqueImageId: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image bytes (Content-Disposition: attachment) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': unknown;
          };
        };
        /** @description Default Response */
        404: {
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
  '/aigc/api/download/model': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          /** @description One 3D post (a repeated contentId is refused: one model per download) */
          contentId: string | string[];
          format?: 'glb' | 'stl';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The model bytes (Content-Disposition: attachment) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': unknown;
          };
        };
        /** @description Default Response */
        404: {
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
  '/aigc/api/download/video/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Starts building videos.zip of 1–9 of the caller's videos; poll /batch/result. POST: it creates a task (docs/security.md). */
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
            /**
             * @description Comma-separated video ids
             * @default
             */
            videoIdList?: string;
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
              data: components['schemas']['DownloadTask'];
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
  '/aigc/api/download/video/batch/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description videos.zip of a finished task. */
    get: {
      parameters: {
        query: {
          taskId: string;
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
          content?: never;
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
  '/aigc/api/download/video/batch/result': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          taskId: string;
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
              data: components['schemas']['DownloadTask'];
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
  '/aigc/api/download/video/single': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The caller's video as an MP4 attachment. 404 'Video not found'. */
    get: {
      parameters: {
        query: {
          uniqueVideoId: string;
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
          content?: never;
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
  '/aigc/api/edu/classes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The teacher's classes, oldest first. */
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
              data: components['schemas']['EduClass'][];
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    /** @description Creates a class (name 1–30 characters, unique per teacher; at most 30 classes). */
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
            /** @default  */
            name?: string;
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
              data: components['schemas']['EduClass'];
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
  '/aigc/api/edu/classes/gallery': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The works of a class's students, newest first, for its teacher and its students. 403 'Only school accounts can do this'; 404 'This class does not exist'. */
    get: {
      parameters: {
        query: {
          classId: string;
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
                dataList: components['schemas']['EduGalleryItem'][];
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
  '/aigc/api/edu/classes/students': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The roster of one of the teacher's classes. 404 'This class does not exist'. */
    get: {
      parameters: {
        query: {
          classId: string;
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
              data: components['schemas']['EduStudent'][];
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    /** @description Adds students (1–60; the class holds at most 60) from `students` or a pasted `text` (one `name[, username]` per line), all or nothing; generated usernames and every initial password are returned once. */
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
            classId: string;
            students?: {
              nickName: string;
              username?: string | null;
            }[];
            text?: string;
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
              data: {
                created: components['schemas']['EduNewStudent'][];
              };
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
  '/aigc/api/edu/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The signed-in school account. 403 'Only school accounts can do this'. */
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
              data: components['schemas']['EduMe'];
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
  '/aigc/api/edu/moderation/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Prompts and images the classroom moderation refused for the teacher's students, newest first. */
    get: {
      parameters: {
        query?: {
          classId?: string;
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
                dataList: components['schemas']['EduModerationEvent'][];
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
  '/aigc/api/edu/students/password/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Gives one of the teacher's students a new permanent password (shown once); the old and any temporary password stop working, the student's sessions end. */
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
            /** @default  */
            studentUsername?: string;
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
              data: components['schemas']['EduNewStudent'];
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
  '/aigc/api/follow/add': {
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
            followedUserId: string;
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
              data: components['schemas']['FollowResult'];
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
  '/aigc/api/follow/cancel': {
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
            followedUserId: string;
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
              data: components['schemas']['FollowResult'];
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
  '/aigc/api/follow/followers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Users who follow `userId`, newest first, with the caller’s relation to each (follow back). */
    get: {
      parameters: {
        query: {
          page?: number;
          pageSize?: number;
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
                dataList: components['schemas']['PersonCard'][];
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
  '/aigc/api/follow/following': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Users `userId` follows, newest first, with the caller’s relation to each. */
    get: {
      parameters: {
        query: {
          page?: number;
          pageSize?: number;
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
                dataList: components['schemas']['PersonCard'][];
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
  '/aigc/api/generate/delete/item': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Deletes the caller's generation records (1–50). Images used in posts stay. */
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
            itemIds?: string[];
            target?: unknown;
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
              data: {
                deleted: number;
              };
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
  '/aigc/api/generate/generate-image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description multipart/form-data with 1–9 `imageFile` parts and an optional `topicId` (the challenge scene). Needs the account's local-upload permission (`showPostLocalUpload`) unless `topicId` names a challenge, else 403 'Local upload is locked: unlock it by accepting the author terms first'. Parts (JPEG, PNG or WebP by content, ≤ 20 MB, ratio 0.5–2, ≤ 40 MP). Every accepted image is re-encoded without metadata, with 512/200 px WebP derivatives. A file past the account's storage cap gets status 1 'Your storage is full, please delete some works before uploading more'; 429 'Too many requests, please try again in N s' past the account's upload limit (docs/security.md 'Limits and lockouts'). */
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
              data: components['schemas']['UploadItem'][];
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
  '/aigc/api/generate/guided': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description A guided generator of the education site (docs/edu.md 'Guided generators'): a few big choices and a short idea composed into a text → image prompt on the server, then submitted like POST /api/generate. 400 'Please choose a <choice>' / 'The idea must be at most 100 characters' / the classroom prompt refusal; 429. */
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
            /** @default {} */
            choices?: {
              [key: string]: string;
            };
            /** @enum {string} */
            generator: 'spaceship' | 'dreamJob';
            /** @default  */
            idea?: string;
            modelId?: string;
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
  '/aigc/api/generate/img2img': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Image → image (docs/product.md §7). multipart: `sourceImage` file or `sourceImageId`, `prompt`, `modelId`?, `tagId`? (`style` default, `edge` = edge reference, `figurine` = cartoon figurine), `batchSize`? 1–4 (default 2), `topicId`?, `parentGenerateId`?. 400: docs/product.md §5 image messages, 'Please enter a prompt', 'The model does not support image-to-image'; 429 'Too many tasks submitted'. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /**
             * @description Images to make
             * @default 2
             */
            batchSize?: number;
            /** @description Default: the first model serving the tool */
            modelId?: string;
            /** @description One of the caller's generation records this one continues */
            parentGenerateId?: string;
            prompt?: string;
            /**
             * Format: binary
             * @description The source image (JPEG, PNG or WebP; docs/product.md §5)
             */
            sourceImage?: Blob;
            /** @description Or: one of the caller's images */
            sourceImageId?: string;
            /**
             * @description `edge` = edge reference, `figurine` = cartoon figurine; anything else = restyle
             * @default style
             * @enum {string}
             */
            tagId?: 'style' | 'edge' | 'figurine';
            /** @description The challenge the result is made for */
            topicId?: string;
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
  '/aigc/api/generate/img2model3d': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Image → 3D relief (GLB + STL). multipart: `sourceImage` file or `sourceImageId`, `voxelResolution`? 64|128|256 (default 128), `parentGenerateId`?. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description Default: the first model serving the tool */
            modelId?: string;
            /** @description One of the caller's generation records this one continues */
            parentGenerateId?: string;
            prompt?: string;
            /**
             * Format: binary
             * @description The source image (JPEG, PNG or WebP; docs/product.md §5)
             */
            sourceImage?: Blob;
            /** @description Or: one of the caller's images */
            sourceImageId?: string;
            /** @description The challenge the result is made for */
            topicId?: string;
            /**
             * @description Cells of the relief grid on the long side
             * @default 128
             * @enum {number}
             */
            voxelResolution?: 64 | 128 | 256;
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
  '/aigc/api/generate/img2video': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Image → video (MP4). multipart: `sourceImage` file or `sourceImageId`, `prompt`?, `motion`? zoomIn|zoomOut|panLeft|panRight. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description Default: the first model serving the tool */
            modelId?: string;
            /**
             * @description Camera move
             * @default zoomIn
             * @enum {string}
             */
            motion?: 'zoomIn' | 'zoomOut' | 'panLeft' | 'panRight';
            /** @description One of the caller's generation records this one continues */
            parentGenerateId?: string;
            prompt?: string;
            /**
             * Format: binary
             * @description The source image (JPEG, PNG or WebP; docs/product.md §5)
             */
            sourceImage?: Blob;
            /** @description Or: one of the caller's images */
            sourceImageId?: string;
            /** @description The challenge the result is made for */
            topicId?: string;
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
  '/aigc/api/generate/inpaint': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Inpainting. multipart: `sourceImage` file or `sourceImageId`, `mask` (PNG, any size — fitted to the source; opaque light pixels = the area to change), `mode` `modify`|`remove`, `prompt` (required for modify), `modelId`?. 400 'Please paint the area to change' for an empty mask. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /**
             * Format: binary
             * @description PNG, any size (fitted to the source); opaque light pixels = the area to change
             */
            mask: Blob;
            /**
             * @description `remove` needs no prompt
             * @default modify
             * @enum {string}
             */
            mode?: 'modify' | 'remove';
            /** @description Default: the first model serving the tool */
            modelId?: string;
            /** @description One of the caller's generation records this one continues */
            parentGenerateId?: string;
            prompt?: string;
            /**
             * Format: binary
             * @description The source image (JPEG, PNG or WebP; docs/product.md §5)
             */
            sourceImage?: Blob;
            /** @description Or: one of the caller's images */
            sourceImageId?: string;
            /** @description The challenge the result is made for */
            topicId?: string;
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
  '/aigc/api/generate/kontext': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Kontext reference-image editing. multipart: `sourceImageList` files (repeat, 1–4) and/or `sourceImageIdList` (comma list), `prompt`, `modelId`?, `parentGenerateId`?. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description Default: the first model serving the tool */
            modelId?: string;
            /** @description One of the caller's generation records this one continues */
            parentGenerateId?: string;
            prompt?: string;
            /** @description Comma-separated ids of the caller's images */
            sourceImageIdList?: string;
            /** @description Repeat the part for each file */
            sourceImageList?: Blob[];
            /** @description The challenge the result is made for */
            topicId?: string;
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
  '/aigc/api/generate/magic-prompt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Magic prompt (prompt expansion). 400 'Please enter a prompt'. Synchronous. */
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
              data: components['schemas']['MagicPrompt'];
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
  '/aigc/api/generate/painter/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The original of one of the caller's images for the inpainting canvas. 404 'Failed to fetch original image'. */
    get: {
      parameters: {
        query: {
          uniqueImageId: string;
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
              data: components['schemas']['PainterImage'];
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
  '/aigc/api/generate/upscale': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description HD upscale. multipart: `sourceImage` file or `sourceImageId`, `scale`? 2|4 (default 2), `batchSize` 1, `topicId`?, `parentGenerateId`?. 400 when the result would exceed 6144 px. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description Default: the first model serving the tool */
            modelId?: string;
            /** @description One of the caller's generation records this one continues */
            parentGenerateId?: string;
            prompt?: string;
            /**
             * @default 2
             * @enum {number}
             */
            scale?: 2 | 4;
            /**
             * Format: binary
             * @description The source image (JPEG, PNG or WebP; docs/product.md §5)
             */
            sourceImage?: Blob;
            /** @description Or: one of the caller's images */
            sourceImageId?: string;
            /** @description The challenge the result is made for */
            topicId?: string;
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
  '/aigc/api/generate/user/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A generation history, newest first: the caller's own, or — with designerUserId — one of the caller's students' (docs/edu.md 'Students'). source 1 (edu) lists every tool's records; source 0 (challenge) with topicId that challenge's. target image / model / video keeps only the image tools' records, the 3D models or the videos (the account history's sub-filter). 403 'You cannot see this history'. */
    get: {
      parameters: {
        query?: {
          /** @description Whose history: the caller (default) or one of the caller's students */
          designerUserId?: string;
          page?: number;
          pageSize?: number;
          /** @description 1 education, 0 challenge */
          source?: number;
          /** @description Only 'image' records (the image tools), 'model' (3D) or 'video'; unset = all */
          target?: 'image' | 'model' | 'video';
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
  '/aigc/api/idtag/campaign': {
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
              data: components['schemas']['IdTagCampaign'];
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
  '/aigc/api/idtag/claim': {
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
            address: {
              city: string;
              line1: string;
              line2?: string;
              state: string;
              zip: string;
            };
            country: string;
            name: string;
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
              data: components['schemas']['IdTagCampaign'];
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
  '/aigc/api/make-real/product': {
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
              data: components['schemas']['ProductView'];
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
  '/aigc/api/message/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          msgId: string;
          /** @description IANA zone of localDateTime (default: the Tz header, else UTC) */
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
              data: components['schemas']['Message'];
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
  '/aigc/api/message/list': {
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
          /** @description IANA zone of localDateTime (default: the Tz header, else UTC) */
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
                dataList: components['schemas']['Message'][];
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
  '/aigc/api/message/official/list': {
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
          /** @description IANA zone of localDateTime (default: the Tz header, else UTC) */
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
                dataList: components['schemas']['Message'][];
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
  '/aigc/api/message/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            msgIdList: string[];
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
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/message/readAll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
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
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/message/trade/list': {
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
          /** @description IANA zone of localDateTime (default: the Tz header, else UTC) */
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
                dataList: components['schemas']['Message'][];
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
  '/aigc/api/message/unRead/count': {
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
  '/aigc/api/message/unRead/count/detail': {
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
              data: components['schemas']['UnreadDetail'];
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
  '/aigc/api/pay/stripe/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Stripe webhook (signed with STRIPE_WEBHOOK_SECRET); not for clients. */
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
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/pay/test/{paymentId}': {
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
        path: {
          paymentId: string;
        };
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
              data: components['schemas']['TestPayment'];
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
  '/aigc/api/pay/test/{paymentId}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Completes a TEST payment of your own order (the embedded default provider; no money moves). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          paymentId: string;
        };
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
              data: components['schemas']['Order'];
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
  '/aigc/api/pay/wechat/notify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description WeChat Pay v3 notification (signed, encrypted); not for clients. */
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
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/search/authors/mention': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          cursor?: string;
          limit?: number;
          page?: number;
          query?: string;
          sessionId?: string;
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
              data: components['schemas']['MentionPage'];
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
  '/aigc/api/share/info': {
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
              data: components['schemas']['ShareInfo'];
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
  '/aigc/api/shop/config': {
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
              data: components['schemas']['ShopConfig'];
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
  '/aigc/api/shop/orders': {
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
          status?: components['schemas']['OrderStatusInput'];
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
                dataList: components['schemas']['Order'][];
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
    /** @description Places an order. Prices come from the catalogue; a retry with the same Idempotency-Key returns the first order. */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Required: one key per checkout attempt */
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PlaceOrderBodyInput'];
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
              data: components['schemas']['Order'];
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
  '/aigc/api/shop/orders/{orderId}': {
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
        path: {
          orderId: string;
        };
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
              data: components['schemas']['Order'];
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
  '/aigc/api/shop/orders/{orderId}/cancel': {
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
        path: {
          orderId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason?: string;
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
              data: components['schemas']['Order'];
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
  '/aigc/api/shop/orders/{orderId}/pay': {
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
        path: {
          orderId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            scene?: 'desktop' | 'mobile';
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
              data: components['schemas']['Order'];
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
  '/aigc/api/shop/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          kind?: 'all' | 'made' | 'custom';
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
                dataList: components['schemas']['ShopProduct'][];
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
  '/aigc/api/shop/products/{productId}': {
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
        path: {
          productId: string;
        };
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
              data: components['schemas']['ShopProductDetail'];
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
  '/aigc/api/shop/quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description What an order would cost; nothing is written. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['QuoteBodyInput'];
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
              data: components['schemas']['OrderQuote'];
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
  '/aigc/api/showcase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The posts operators picked for the official showcase, in their order (at most 12; deleted posts never). Empty when none is picked. */
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
              data: components['schemas']['ShowcasePage'];
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
  '/aigc/api/sse/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Live event stream (text/event-stream) */
    get: {
      parameters: {
        query?: {
          /** @description Replay after this event id, for a client that cannot send the Last-Event-ID header */
          lastEventId?: string;
          /** @description Cache buster; ignored */
          timer?: string;
          /** @description IANA zone of the `time` fields (UTC when missing or unknown) */
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
          content?: never;
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
  '/aigc/api/ticket/daily': {
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
              data: components['schemas']['DailyRewards'];
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
  '/aigc/api/topic/activities': {
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
          status?: 'upcoming' | 'ongoing' | 'ended';
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
              data: components['schemas']['ActivityPage'];
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
            /** @description A 3D post: the caller's image → 3D generation whose model is published (the poster must be its preview) */
            modelGenerateId?: string;
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
  '/aigc/api/topic/content/batch/delete': {
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
            /** @description Ids of the caller’s posts, 1–50 */
            contentIds: string[];
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
              data: components['schemas']['BatchDeleteResult'];
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
  '/aigc/api/topic/content/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Downloads posts’ images (and a 3D post’s model file): one file as an attachment, several as a zip. Errors: 400 “At most 9 images can be downloaded at a time”, “Only 1 model file can be downloaded at a time”, “Please select at least one image”; 404 “This work does not exist or was deleted”. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PostDownloadBodyInput'];
        };
      };
      responses: {
        /** @description The file or zip bytes (Content-Disposition: attachment); errors as envelopes */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': unknown;
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
            /** @description A 3D post: the caller's image → 3D generation whose model is published (the poster must be its preview) */
            modelGenerateId?: string;
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
  '/aigc/api/topic/content/like': {
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
              data: components['schemas']['LikeResult'];
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
  '/aigc/api/topic/content/like/cancel': {
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
              data: components['schemas']['LikeResult'];
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
          /** @description nextCursor of the previous page: continue right after it (page is then only echoed back) */
          cursor?: string;
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
                /** @description Pass as `cursor` for the next page (null on the last page) */
                nextCursor: string | null;
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
  '/aigc/api/topic/content/series': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Post ids in display order */
            contentIds: string[];
            /** @default  */
            description?: string;
            title: string;
            uniqueSeriesId?: string;
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
              data: components['schemas']['Series'];
              msg: string;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query: {
          uniqueSeriesId: string;
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
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/aigc/api/topic/content/series/content/list': {
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
          uniqueSeriesId: string;
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
  '/aigc/api/topic/content/series/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          uniqueSeriesId: string;
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
              data: components['schemas']['Series'];
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
  '/aigc/api/topic/content/series/user/list': {
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
          userId?: string;
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
                dataList: components['schemas']['SeriesSummary'][];
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
  '/aigc/api/topic/content/share': {
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
            /**
             * @description Where it was shared, e.g. link
             * @default link
             */
            channel?: string;
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
              data: components['schemas']['ShareInfo'];
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
  '/aigc/api/topic/content/user/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A user’s posts, liked or wanted posts (account tabs), image/3D sub-filter; newest first. */
    get: {
      parameters: {
        query: {
          /** @description all | image | model (3D) */
          kind?: 'all' | 'image' | 'model';
          page?: number;
          pageSize?: number;
          /** @description product tab only: all | in_production | on_sale */
          productTab?: 'all' | 'in_production' | 'on_sale';
          /** @description posts | product | likes | wants */
          tab?: 'posts' | 'product' | 'likes' | 'wants';
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
                dataList: components['schemas']['UserPostCard'][];
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
        header?: {
          /** @description A retry with the same key returns the first result and spends nothing */
          'idempotency-key'?: string;
        };
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
  '/aigc/api/topic/content/want/users': {
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
                dataList: components['schemas']['Wanter'][];
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
  '/aigc/api/topic/designer/list': {
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
          sort?: 'hot' | 'new';
          topicId: string;
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
  '/aigc/api/topic/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          topicId: string;
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
              data: components['schemas']['TopicDetail'];
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
  '/aigc/api/topic/share/info': {
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
              data: components['schemas']['ChallengeShare'];
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
  '/aigc/api/topic/shortcut': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          label: string;
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
              data: components['schemas']['TopicShortcut'] | null;
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
  '/aigc/api/track': {
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
            events: {
              /** @description e.g. publish, click_mention, click_upload_entrance, request_failed */
              event: string;
              /** @default {} */
              params?: {
                [key: string]: string | number | boolean | null;
              };
              /** @description When it happened on the client, ms since the epoch */
              time: number;
            }[];
            /** @description The visit's ht_source (session storage, docs/product.md §3); stored once on a new account */
            htSource?: string;
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
              data: {
                stored: number;
              };
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
  '/aigc/api/user/avatar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description multipart/form-data with one `file` part (JPEG, PNG or WebP by content, ≤ 5 MB); re-encoded to a 256 px WebP. */
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
              data: components['schemas']['User'];
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
  '/aigc/api/user/profile/update': {
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
            /** @description 2–20 characters (docs/product.md §5) */
            nickName: string;
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
              data: components['schemas']['User'];
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
  '/aigc/trade/product/discount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          contentId?: string;
          modelType?: 'image' | 'model3d';
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
              data: components['schemas']['ProductDiscount'];
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
    ActivityCounts: {
      all: number;
      ended: number;
      ongoing: number;
      upcoming: number;
    };
    ActivityPage: {
      counts: components['schemas']['ActivityCounts'];
      dataList: components['schemas']['Topic'][];
      hasMore: boolean;
      page: number;
      total: number;
    };
    AdminCampaign: {
      /** @enum {string} */
      channel: 'xiaohongshu' | 'yincangkuan';
      code: string;
      createTime: string;
      description: {
        en: string;
        zh: string;
      };
      /** @description When an operator ended it early */
      endedAt: string | null;
      /** @description Exclusive */
      endsAt: string;
      heroImage: string;
      /** @description Recorded in session storage as ht_source when the page opens */
      htSource: string;
      /** @description What the campaign offers; '' for none */
      reward: {
        en: string;
        zh: string;
      };
      rules: {
        en: string;
        zh: string;
      };
      /** @description Accounts that signed up with this htSource */
      signups: number;
      startsAt: string;
      /** @enum {string} */
      state: 'upcoming' | 'running' | 'ended';
      title: {
        en: string;
        zh: string;
      };
      /** @description The challenge the call to action leads to; null: the call to action is signing up */
      topic: {
        title: string;
        topicId: string;
      } | null;
    };
    AdminPrizeAward: {
      authorId: string;
      authorName: string;
      contentId: string;
      createTime: string;
      /**
       * @description free → message 19 (produced free); contact → 20 (contact the team); not_producible → 21 (compensation through support)
       * @enum {string}
       */
      outcome: 'free' | 'contact' | 'not_producible';
      prizeRank: string;
      prizeTitle: string;
      title: string;
      topicId: string;
      updateTime: string;
    };
    AdminProduct: {
      authorId: string;
      contentId: string;
      /** @description The post was deleted by its author */
      deleted: boolean;
      status: components['schemas']['ProductStatus'];
      title: string;
      updateTime: string;
      wantCount: number;
    };
    AdminProductRelease: {
      /** @description The design (post) the product is made from */
      contentId: string;
      createTime: string;
      creator: components['schemas']['Author'];
      /** @enum {string} */
      currency: 'USD' | 'CNY';
      description: string;
      /** @description The creator deleted the design since */
      designDeleted: boolean;
      kind: components['schemas']['ProductType'];
      posterImage: components['schemas']['ImageAsset'] | null;
      /** @description The creator's price of the type's smallest size */
      priceMinor: number;
      /** @description The operator's reason for a rejection; '' otherwise */
      reason: string;
      /**
       * @description The price region the price was set in (the creator’s edition)
       * @enum {string}
       */
      region: 'EN' | 'CN';
      releaseId: string;
      reviewTime: string | null;
      /** @description Once approved: the product id in the shop (`/detail/:productId` on the shop host) */
      shopProductId: string | null;
      /** @description The offered sizes with their prices in `currency` (the other shop keeps the same ratio) */
      sizes: {
        label: string;
        /** @description Amount in the minor unit of `currency` (cents, fen) */
        priceMinor: number;
        size: string;
      }[];
      status: components['schemas']['ReleaseStatus'];
      /** @description The design's title */
      title: string;
    };
    AdminRanking: {
      /** @description False: this week was published before; nothing was written now */
      created: boolean;
      creators: {
        likes: number;
        nickName: string;
        rank: number;
        /** @description 2 × wants + likes received from others in the week */
        score: number;
        userId: string;
        wants: number;
      }[];
      /** @description The next Monday (exclusive) */
      end: string;
      /** @description ISO week, YYYY-Www (UTC) */
      period: string;
      publishedAt: string;
      /** @description Ranking messages written by this call */
      sent: number;
      /** @description Monday 00:00 UTC */
      start: string;
    };
    Author: {
      avatar: string | null;
      creatorTier: components['schemas']['CreatorTier'];
      nickName: string;
      userId: string;
    };
    BatchDeleteResult: {
      /** @description Posts removed by this call (already-deleted ones are skipped) */
      deletedIds: string[];
      /** @description Want-tickets refunded in all */
      refundedTickets: number;
      /** @description Users whose want-tickets were refunded */
      refundedUsers: number;
    };
    Campaign: {
      /** @enum {string} */
      channel: 'xiaohongshu' | 'yincangkuan';
      code: string;
      description: {
        en: string;
        zh: string;
      };
      /** @description Exclusive */
      endsAt: string;
      heroImage: string;
      /** @description Recorded in session storage as ht_source when the page opens */
      htSource: string;
      /** @description What the campaign offers; '' for none */
      reward: {
        en: string;
        zh: string;
      };
      rules: {
        en: string;
        zh: string;
      };
      startsAt: string;
      /** @enum {string} */
      state: 'upcoming' | 'running' | 'ended';
      title: {
        en: string;
        zh: string;
      };
      /** @description The challenge the call to action leads to; null: the call to action is signing up */
      topic: {
        title: string;
        topicId: string;
      } | null;
    };
    ChallengeShare: {
      content: components['schemas']['PostCard'];
      /** @description The 512 px poster, for link previews */
      imageUrl: string;
      /** @description Path of the share page, e.g. /challenge/share/<contentId> */
      sharePath: string;
      shareText: string;
      shareTitle: string;
      /** @description The challenge the post was published in, null for a community post */
      topic: components['schemas']['Topic'] | null;
    };
    Comment: {
      author: components['schemas']['Author'];
      commentId: string;
      content: string;
      contentId: string;
      createTime: string;
      /** @description @-mentions in content (docs/product.md §3 mentionUser), in text order */
      mentions: components['schemas']['Mention'][];
      /** @description null = top-level comment; else the top-level comment of the thread */
      parentId: string | null;
      /** @description Replies in the thread (0 for replies) */
      replyCount: number;
      /** @description The user a reply answers (replies to replies), else null */
      replyTo: components['schemas']['Author'] | null;
    };
    Creator: {
      accountLevel: string;
      avatar: string | null;
      creatorTier: components['schemas']['CreatorTier'];
      followerCount: number;
      /** @description This user follows the caller */
      followsYou: boolean;
      /** @description The caller follows this user */
      isFollowing: boolean;
      /** @description A creator with rights or a verified creator (`creatorTier`, docs/product.md §6) */
      isQualityCreator: boolean;
      isSelf: boolean;
      nickName: string;
      postCount: number;
      rank: number;
      /** @description Up to 3 newest posts */
      recentPosts: {
        contentId: string;
        posterImage: components['schemas']['ImageAsset'];
      }[];
      userId: string;
      wantReceivedCount: number;
    };
    CreatorDetail: {
      accountLevel: string;
      avatar: string | null;
      /** @description May launch a product directly (verified creators, `canLaunchProductDirectly`) */
      canLaunchProduct: boolean;
      commentReceivedCount: number;
      /** @description Creators in the ranking */
      creatorCount: number;
      creatorTier: components['schemas']['CreatorTier'];
      followerCount: number;
      followingCount: number;
      /** @description Posts past the make-it-real threshold (more than 100 wants) */
      fullPostCount: number;
      isQualityCreator: boolean;
      likeReceivedCount: number;
      nickName: string;
      postCount: number;
      /** @description Generation jobs take the priority queue (creators with rights, docs/product.md §1) */
      priorityQueue: boolean;
      /** @description Place in the creators ranking, null before the first post */
      rank: number | null;
      /** @description Up to 6 most wanted posts */
      topPosts: {
        contentId: string;
        posterImage: components['schemas']['ImageAsset'];
        title: string;
        wantCount: number;
      }[];
      userId: string;
      wantReceivedCount: number;
    };
    CreatorEarnings: {
      /** @description The newest ledger entries (at most 50) */
      entries: {
        amountMinor: number;
        createdAt: string;
        currency: string;
        /** @enum {string} */
        kind: 'credit' | 'reversal';
        productId: string;
        quantity: number;
        /** @description Rate at the time of the sale, basis points (500 = 5 %) */
        rateBps: number;
        saleMinor: number;
        /** @enum {string} */
        tier: 'none' | 'rights' | 'verified';
        title: string;
      }[];
      products: {
        amountMinor: number;
        currency: string;
        lastSaleAt: string;
        /** @description The made product (post id) */
        productId: string;
        salesMinor: number;
        title: string;
        /** @description Units sold and not refunded */
        units: number;
      }[];
      /** @description One row per currency, never mixed */
      totals: {
        /** @description Royalties credited minus reversed, minor unit */
        amountMinor: number;
        /** @description USD or CNY */
        currency: string;
        /** @description Paid amount of the sales credited (net of refunds), minor unit */
        salesMinor: number;
      }[];
    };
    /**
     * @description Creator tier: none, rights (priority queue) or verified (signed creator: higher royalty rate, direct launch)
     * @enum {string}
     */
    CreatorTier: 'none' | 'rights' | 'verified';
    /**
     * @description Creator tier: none, rights (priority queue) or verified (signed creator: higher royalty rate, direct launch)
     * @enum {string}
     */
    CreatorTierInput: 'none' | 'rights' | 'verified';
    CreatorTierState: {
      /** @description The account level, whose creator marker follows the tier */
      accountLevel: string;
      /** @description When the current tier was granted (ISO time); null when never granted */
      grantedAt: string | null;
      /** @description The operator (user id) who granted it */
      grantedBy: string | null;
      history: {
        actorId: string | null;
        createdAt: string;
        from: components['schemas']['CreatorTier'];
        note: string;
        to: components['schemas']['CreatorTier'];
      }[];
      nickName: string;
      tier: components['schemas']['CreatorTier'];
      userId: string;
    };
    DailyRewards: {
      balance: number;
      /** @description Local day YYYY-MM-DD the rewards count for: in tz, or in the previous zone while it is behind (a day after a change) */
      day: string;
      /** @description Granted by this call */
      granted: {
        kind: string;
        tickets: number;
      }[];
      items: {
        /** @description Granted for this local day */
        claimed: boolean;
        /** @enum {string} */
        kind: 'login' | 'publish' | 'comment' | 'generate';
        tickets: number;
      }[];
      /** @description Next local midnight (ISO 8601): when the rewards refresh */
      nextRefreshAt: string;
      /** @description The account's reward zone: the IANA zone last used (Tz header; one change a day counted; UTC at first when missing or unknown) */
      tz: string;
    };
    DeleteCommentResult: {
      /** @description The post's comment count afterwards (comments + replies) */
      commentCount: number;
      commentId: string;
      /** @description Rows removed: the comment plus, for a top-level comment, its replies */
      removed: number;
    };
    /** @enum {string} */
    DiscountTier: 'creator' | 'topWanter' | 'wanter' | 'public';
    DownloadTask: {
      /** @description GET it for videos.zip once succeeded */
      downloadUrl: string | null;
      error: string | null;
      /** @enum {string} */
      status: 'queued' | 'running' | 'succeeded' | 'failed';
      taskId: string;
    };
    EduClass: {
      classId: string;
      createTime: string;
      name: string;
      studentCount: number;
    };
    EduClassRef: {
      classId: string;
      name: string;
    };
    EduClasswork: {
      /** @description Images in the caller's generation history */
      imageCount: number;
      /** @description 3D models (image → 3D results) */
      modelCount: number;
    };
    EduGalleryItem: {
      author: {
        nickName: string;
        userId: string;
        username: string;
      };
      record: components['schemas']['GenerationRecord'];
    };
    EduInviteInfo: {
      expiresAt: string;
      school: string;
    };
    EduMe: {
      /** @description Teacher: every class; student: their one class */
      classes: components['schemas']['EduClassRef'][];
      nickName: string;
      /** @enum {string} */
      role: 'teacher' | 'student';
      /** @description Teacher: their school; student: their teacher's school */
      school: string | null;
      /** @description Student: their teacher */
      teacher: {
        nickName: string;
        userId: string;
      } | null;
      userId: string;
      username: string;
    };
    EduModerationEvent: {
      classId: string;
      createTime: string;
      id: string;
      /** @enum {string} */
      kind: 'prompt' | 'image';
      /** @description The refused text ('' for an uploaded image) */
      prompt: string;
      /** @description Blocklist category, or 'image' */
      reason: string;
      /** @enum {string} */
      source: 'generate' | 'upload';
      student: {
        nickName: string;
        userId: string;
        username: string;
      };
    };
    EduNewStudent: {
      /** @description Shown once; never readable again */
      initialPassword: string;
      nickName: string;
      userId: string;
      username: string;
    };
    EduNewTeacher: {
      /** @description Shown once */
      initialPassword: string;
      nickName: string;
      school: string;
      userId: string;
      username: string;
    };
    EduStudent: {
      classId: string;
      createTime: string;
      imageCount: number;
      modelCount: number;
      nickName: string;
      /** @description A live temporary password's expiry */
      temporaryPasswordExpiresAt: string | null;
      userId: string;
      username: string;
    };
    EduTeacher: {
      classCount: number;
      createTime: string;
      nickName: string;
      school: string;
      studentCount: number;
      userId: string;
      username: string;
    };
    EduTeacherInvite: {
      expiresAt: string;
      /** @description Path on the education site: /teacher/join?invite=<token> */
      path: string;
      school: string;
      /** @description Shown once; only its SHA-256 is stored */
      token: string;
    };
    EduTemporaryPassword: {
      /** @description 60 minutes after it was made */
      expiresAt: string;
      nickName: string;
      studentUserId: string;
      studentUsername: string;
      /** @description Shown once; never readable again */
      temporaryPassword: string;
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
    FollowResult: {
      followedUserId: string;
      /** @description The user's follower count after the change */
      followerCount: number;
      /** @description The caller's following count after the change */
      followingCount: number;
      /** @description The caller now follows the user */
      isFollowing: boolean;
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
      /** @enum {string} */
      kind:
        | 'text2image'
        | 'img2img'
        | 'edge'
        | 'figurine'
        | 'kontext'
        | 'inpaint'
        | 'upscale'
        | 'img2model3d'
        | 'img2video';
      model3d: components['schemas']['Model3dAsset'] | null;
      modelId: string;
      parentGenerateId: string | null;
      prompt: string;
      topicId: string | null;
      video: components['schemas']['VideoAsset'] | null;
      wantableTopics: {
        uniqueTopicId: string;
      }[];
    };
    IdTagCampaign: {
      /** @description The caller's claim; null when none (or a visitor) */
      claim: {
        address: {
          city: string;
          line1: string;
          line2: string;
          state: string;
          zip: string;
        };
        country: string;
        createTime: string;
        name: string;
        /** @description 1..limit: the claim number */
        seq: number;
      } | null;
      claimed: number;
      country: string;
      limit: number;
      remaining: number;
    };
    ImageAsset: {
      /** @description px */
      height: number;
      /** @description 200 px on the long side */
      imageResize200Url: string;
      /** @description 512 px on the long side */
      imageResize512Url: string;
      /** @description Made by the offline preview engine, not an AI model: clients show a 'Preview' badge (docs/product.md 'Preview images') */
      preview: boolean;
      uniqueImageId: string;
      /** @description Original, /aigc/files/… */
      url: string;
      /** @description px */
      width: number;
    };
    LikeResult: {
      contentId: string;
      likeCount: number;
      liked: boolean;
    };
    LoginResult: {
      /**
       * @description Always false here; third-party sign-ins answer ThirdLoginResult
       * @constant
       */
      requiredBinding: false;
      user: components['schemas']['User'];
    };
    MagicPrompt: {
      prompt: string;
      provider: string;
    };
    Mention: {
      /** @description Exclusive end */
      endIndex: number;
      nickName: string;
      /** @description UTF-16 offset of the @ in the text */
      startIndex: number;
      userId: string;
    };
    MentionCandidate: {
      avatarUrl: string | null;
      name: string;
      /** @description 'official' | 'author' | 'officialQualityCreator' (docs/product.md §6 badges) */
      tags: string[];
      /** @description The user id */
      uuid: string;
    };
    MentionPage: {
      cursor: {
        /** @description Pass as `cursor` for the next page */
        after: string | null;
      };
      dataList: components['schemas']['MentionCandidate'][];
      hasMore: boolean;
      /** @description Pass back with the cursor; a new query starts a new session */
      sessionId: string;
    };
    Message: {
      contentId: string | null;
      /** @description 1 = an order message */
      entrance: number;
      /** @description Type-specific fields: commentId, mentionType, topicTitle, orderId, … */
      info: {
        [key: string]: unknown;
      };
      /** @description YYYY-MM-DD HH:mm:ss in the request `tz` */
      localDateTime: string;
      msgId: string;
      /** @description Official message body: content, landing_url, attachments, title, web_popup_image */
      payloadJson: {
        [key: string]: unknown;
      } | null;
      posterImage: string[];
      /** @description 0 unread, 1 read */
      readFlag: number;
      /** @description Message type (docs/product.md §9) */
      type: number;
      /** @description Who acted (liker, follower, commenter); null for official messages */
      userInfo: components['schemas']['MessageUser'] | null;
    };
    MessageUser: {
      avatar: string | null;
      /** @description The caller follows this user */
      following: boolean;
      nickName: string;
      userId: string;
    };
    Model: {
      capabilities: string[];
      /** @description One sentence on what it does, in the request's language */
      description: string;
      modelId: string;
      /** @description Display name in the request's language (accept-language, docs/api-contract.md 'Language of official text') */
      name: string;
      /** @description Runs without any outside service (the offline preview engine) */
      offline: boolean;
      provider: string;
    };
    Model3dAsset: {
      /** @description Binary glTF, metres, Y up */
      glbUrl: string;
      /** @description Bounding box x, y, z in mm */
      sizeMm: number[];
      /** @description Binary STL, mm (printable) */
      stlUrl: string;
      triangles: number;
      voxelResolution: number;
    };
    Order: {
      amounts: {
        /** @description Want-ticket discount */
        discount: number;
        /** @description Captured − refunded */
        paid: number;
        /** @description Amount in the minor unit of `currency` (cents, fen) */
        refunded: number;
        /** @description Amount in the minor unit of `currency` (cents, fen) */
        shipping: number;
        /** @description Full prices × quantities */
        subtotal: number;
        /** @description What the order costs: subtotal − discount + shipping */
        total: number;
      };
      canCancel: boolean;
      canPay: boolean;
      /** @description ISO 8601 */
      createTime: string;
      currency: string;
      items: {
        contentId: string | null;
        custom: {
          imageId: string | null;
          placement: components['schemas']['PrintPlacement'];
          previewUrl: string;
          printHeight: number;
          /** @description The print file (PNG at the print resolution) */
          printUrl: string;
          printWidth: number;
        } | null;
        discount: number;
        discountedUnits: number;
        discountTier: string | null;
        imageUrl: string | null;
        itemId: string;
        /** @enum {string} */
        kind: 'made' | 'custom';
        /** @description Amount in the minor unit of `currency` (cents, fen) */
        lineTotal: number;
        productId: string;
        quantity: number;
        size: string;
        title: string;
        /** @description Amount in the minor unit of `currency` (cents, fen) */
        unitPrice: number;
      }[];
      logistics: {
        carrier: string | null;
        deliveredTime: string | null;
        shippedTime: string | null;
        trackingNumber: string | null;
      };
      /** @description Operators only: where the order may move */
      operatorMoves: components['schemas']['OrderStatus'][];
      orderId: string;
      /** @description null for a free order */
      payment: {
        action: components['schemas']['PaymentAction'] | null;
        expiresTime: string | null;
        paymentId: string;
        /** @enum {string} */
        provider: 'test' | 'stripe' | 'wechat';
        /** @enum {string} */
        status: 'pending' | 'succeeded' | 'failed' | 'expired' | 'cancelled';
        testMode: boolean;
      } | null;
      preOrder: boolean;
      refund: {
        /** @description Amount in the minor unit of `currency` (cents, fen) */
        amount: number;
        /** @description ISO 8601 */
        createTime: string;
        error: string | null;
        reason: string;
        /** @enum {string} */
        status: 'pending' | 'succeeded' | 'failed';
        succeededTime: string | null;
      } | null;
      /** @enum {string} */
      region: 'EN' | 'CN';
      shipping: {
        city: string;
        country: string;
        fullName: string;
        line1: string;
        line2: string;
        phone: string;
        postalCode: string;
        region: string;
      };
      status: components['schemas']['OrderStatus'];
      timeline: {
        /** @description ISO 8601 */
        deliverBy: string;
        events: {
          /** @description Operators only */
          actorId: string | null;
          /** @enum {string} */
          actorKind: 'buyer' | 'operator' | 'system' | 'provider';
          /** @description Operators only */
          actorName: string | null;
          /** @description ISO 8601 */
          createTime: string;
          fromStatus: components['schemas']['OrderStatus'] | null;
          note: string;
          toStatus: components['schemas']['OrderStatus'];
        }[];
        /** @description ISO 8601 */
        placedTime: string;
        /** @description ISO 8601 */
        shipBy: string;
      };
      /** @description ISO 8601 */
      updateTime: string;
      userId: string;
    };
    OrderQuote: {
      /** @enum {string} */
      currency: 'USD' | 'CNY';
      /** @description ISO 8601 */
      deliverBy: string;
      /** @description Amount in the minor unit of `currency` (cents, fen) */
      discount: number;
      discounts: {
        contentId: string;
        discount: number;
        tier: string;
      }[];
      lines: {
        contentId: string | null;
        discount: number;
        discountedUnits: number;
        discountTier: string | null;
        imageUrl: string | null;
        /** @enum {string} */
        kind: 'made' | 'custom';
        /** @description Amount in the minor unit of `currency` (cents, fen) */
        lineTotalMinor: number;
        position: number;
        productId: string;
        quantity: number;
        size: string;
        title: string;
        /** @description Amount in the minor unit of `currency` (cents, fen) */
        unitPriceMinor: number;
      }[];
      preOrder: boolean;
      /** @description ISO 8601 */
      shipBy: string;
      /** @description Amount in the minor unit of `currency` (cents, fen) */
      shipping: number;
      /** @description Amount in the minor unit of `currency` (cents, fen) */
      subtotal: number;
      /** @description Amount in the minor unit of `currency` (cents, fen) */
      total: number;
    };
    /** @enum {string} */
    OrderStatus:
      | 'pending_payment'
      | 'paid'
      | 'confirmed'
      | 'in_production'
      | 'shipped'
      | 'delivered'
      | 'cancelled'
      | 'refunded'
      | 'cannot_be_produced';
    /** @enum {string} */
    OrderStatusInput:
      | 'pending_payment'
      | 'paid'
      | 'confirmed'
      | 'in_production'
      | 'shipped'
      | 'delivered'
      | 'cancelled'
      | 'refunded'
      | 'cannot_be_produced';
    PainterImage: {
      height: number;
      uniqueImageId: string;
      url: string;
      width: number;
    };
    PaymentAction:
      | {
          /** @description POST here (with the session) to complete the TEST payment */
          confirmPath: string;
          /** @constant */
          kind: 'test';
        }
      | {
          /** @constant */
          kind: 'redirect';
          /** @description Open this URL (Stripe Checkout, WeChat H5) */
          url: string;
        }
      | {
          /** @description Show as a QR code to scan with WeChat (Native) */
          codeUrl: string;
          /** @constant */
          kind: 'qr';
        };
    PersonCard: {
      accountLevel: string;
      avatar: string | null;
      creatorTier: components['schemas']['CreatorTier'];
      followerCount: number;
      /** @description This user follows the caller */
      followsYou: boolean;
      /** @description The caller follows this user */
      isFollowing: boolean;
      isSelf: boolean;
      nickName: string;
      postCount: number;
      userId: string;
    };
    PlaceOrderBodyInput: {
      items: {
        /** @description Base products: your picture (an image you own) and where it sits */
        custom?: {
          imageId: string;
          placement: components['schemas']['PrintPlacementInput'];
        };
        productId: string;
        quantity: number;
        size: string;
      }[];
      /**
       * @description WeChat Pay: desktop = QR code (Native), mobile = H5
       * @enum {string}
       */
      scene?: 'desktop' | 'mobile';
      shipping: {
        city: string;
        country: string;
        fullName?: string;
        line1?: string;
        line2?: string;
        phone?: string;
        postalCode: string;
        region?: string;
        /** @description Take full name, phone and (unless line1 is given) the address from /delivery */
        useSaved?: boolean;
      };
    };
    PostCard: {
      author: components['schemas']['Author'];
      commentCount: number;
      contentId: string;
      createTime: string;
      imageCount: number;
      /** @description A 3D post (it has a model file, docs/api-contract.md '3D posts'): the card shows a 3D badge */
      isModel: boolean;
      likeCount: number;
      /** @description The caller has liked it (false for visitors) */
      liked: boolean;
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
       * @description full = more than 100 wants (docs/product.md §1)
       * @enum {string}
       */
      wantState: 'collecting' | 'full';
    };
    PostDetail: {
      author: components['schemas']['Author'];
      /** @description The caller follows the creator (false for visitors and the author) */
      authorFollowed: boolean;
      commentCount: number;
      contentId: string;
      createTime: string;
      description: string;
      hiddenPrompt: 0 | 1;
      imageCount: number;
      /** @description Poster first */
      images: components['schemas']['ImageAsset'][];
      isAuthor: boolean;
      /** @description A 3D post (it has a model file, docs/api-contract.md '3D posts'): the card shows a 3D badge */
      isModel: boolean;
      likeCount: number;
      /** @description The caller has liked it (false for visitors) */
      liked: boolean;
      /** @description @-mentions in description (docs/product.md §3 mentionUser), in text order */
      mentions: components['schemas']['Mention'][];
      /** @description The model file of a 3D post (isModel), null for image posts */
      model: components['schemas']['PostModel'] | null;
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
       * @description full = more than 100 wants (docs/product.md §1)
       * @enum {string}
       */
      wantState: 'collecting' | 'full';
      wantThreshold: number;
    };
    PostDownloadBodyInput: {
      /** @description What to download: an item with neither uniqueImageId nor model = all the post’s images and its model file. At most 9 files, 1 model file (docs/product.md §5). */
      items: {
        /** @description The post */
        contentId: string;
        /** @description The post’s model file (3D posts) */
        model?: boolean;
        /** @description One image of the post */
        uniqueImageId?: string;
      }[];
    };
    PostModel: {
      /** @description GET it to download the GLB as an attachment (one model per download, docs/product.md §5) */
      downloadUrl: string;
      /** @description Binary glTF (metres, Y up) at a content-addressed URL, for the 3D preview */
      glbUrl: string;
      /** @description Size of the GLB in bytes */
      sizeBytes: number;
      /** @description Printable binary STL (mm) of the same mesh, when there is one */
      stlUrl: string | null;
    };
    PrintPlacement: {
      /** @description Degrees clockwise around its centre (-180..180) */
      rotation: number;
      /** @description The picture's width as a fraction of the print area's width (0.1..4) */
      scale: number;
      /** @description The picture's centre, fraction of the print area's width (0..1) */
      x: number;
      /** @description The picture's centre, fraction of the print area's height (0..1) */
      y: number;
    };
    PrintPlacementInput: {
      /** @description Degrees clockwise around its centre (-180..180) */
      rotation: number;
      /** @description The picture's width as a fraction of the print area's width (0.1..4) */
      scale: number;
      /** @description The picture's centre, fraction of the print area's width (0..1) */
      x: number;
      /** @description The picture's centre, fraction of the print area's height (0..1) */
      y: number;
    };
    ProductDiscount: {
      /**
       * @description The request's edition's currency: USD, or CNY on the China site
       * @enum {string}
       */
      currency: 'USD' | 'CNY';
      /** @description Fraction of the full price paid, 0..1 (0.7 = 30% off; display rule docs/product.md §9) */
      discount: number;
      /** @description In the minor unit of `currency` (cents, fen) */
      fullPriceCents: number;
      /** @enum {string} */
      modelType: 'image' | 'model3d';
      priceCents: number;
      /** @description The caller's tier for contentId (public without one) */
      tier: components['schemas']['DiscountTier'];
      tiers: {
        /** @description Fraction of the full price paid, 0..1 (0.7 = 30% off; display rule docs/product.md §9) */
        discount: number;
        priceCents: number;
        tier: components['schemas']['DiscountTier'];
      }[];
      /** @description Top wanters = the first ceil(share × wanters) by want time */
      topWanterShare: number;
      wantRank: number | null;
    };
    ProductRelease: {
      /** @description The design (post) the product is made from */
      contentId: string;
      createTime: string;
      /** @enum {string} */
      currency: 'USD' | 'CNY';
      description: string;
      /** @description The creator deleted the design since */
      designDeleted: boolean;
      kind: components['schemas']['ProductType'];
      posterImage: components['schemas']['ImageAsset'] | null;
      /** @description The creator's price of the type's smallest size */
      priceMinor: number;
      /** @description The operator's reason for a rejection; '' otherwise */
      reason: string;
      /**
       * @description The price region the price was set in (the creator’s edition)
       * @enum {string}
       */
      region: 'EN' | 'CN';
      releaseId: string;
      reviewTime: string | null;
      /** @description Once approved: the product id in the shop (`/detail/:productId` on the shop host) */
      shopProductId: string | null;
      /** @description The offered sizes with their prices in `currency` (the other shop keeps the same ratio) */
      sizes: {
        label: string;
        /** @description Amount in the minor unit of `currency` (cents, fen) */
        priceMinor: number;
        size: string;
      }[];
      status: components['schemas']['ReleaseStatus'];
      /** @description The design's title */
      title: string;
    };
    /** @enum {string} */
    ProductStatus:
      'wanted' | 'modelling' | 'production' | 'delivering' | 'on_sale' | 'evaluation_failed';
    /** @enum {string} */
    ProductStatusInput:
      'wanted' | 'modelling' | 'production' | 'delivering' | 'on_sale' | 'evaluation_failed';
    /** @enum {string} */
    ProductType: 'id-tag' | 'pendant' | 'keychain' | 'figurine' | 'poster';
    ProductView: {
      contentId: string;
      /**
       * @description The request's edition's currency: USD, or CNY on the China site
       * @enum {string}
       */
      currency: 'USD' | 'CNY';
      /** @description Full price of the smallest size, in the minor unit of `currency` (cents, fen) */
      fullPriceCents: number;
      history: {
        /** @description null = the system */
        actorId: string | null;
        actorName: string | null;
        createTime: string;
        fromStatus: components['schemas']['ProductStatus'] | null;
        note: string;
        toStatus: components['schemas']['ProductStatus'];
      }[];
      /** @enum {string} */
      modelType: 'image' | 'model3d';
      /** @description Where an operator may move it next */
      nextStatuses: components['schemas']['ProductStatus'][];
      /** @description null = still collecting wants (no product yet) */
      status: components['schemas']['ProductStatus'] | null;
      title: string;
      wantCount: number;
      you: {
        /** @description Fraction of the full price paid, 0..1 (0.7 = 30% off; display rule docs/product.md §9) */
        discount: number;
        isCreator: boolean;
        priceCents: number;
        /** @description Your want-ticket was refunded */
        refunded: boolean;
        tier: components['schemas']['DiscountTier'];
        wanted: boolean;
        /** @description 1-based, by want time */
        wantRank: number | null;
      };
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
      /** @description 0 = plain success, 1 = Want It challenge entry (explain the 100-want goal) */
      popUpType: number;
    };
    QuoteBodyInput: {
      country: string;
      items: {
        /** @description Base products: your picture (an image you own) and where it sits */
        custom?: {
          imageId: string;
          placement: components['schemas']['PrintPlacementInput'];
        };
        productId: string;
        quantity: number;
        size: string;
      }[];
    };
    RealPicture: {
      caption: string;
      /** @description The post the item was made from, if still visible */
      contentId: string | null;
      /** @description px */
      height: number;
      id: string;
      url: string;
      /** @description px */
      width: number;
    };
    /**
     * @description pending = under review; approved = on sale in the shop; rejected (with the reason); withdrawn by the creator
     * @enum {string}
     */
    ReleaseStatus: 'pending' | 'approved' | 'rejected' | 'withdrawn';
    /**
     * @description pending = under review; approved = on sale in the shop; rejected (with the reason); withdrawn by the creator
     * @enum {string}
     */
    ReleaseStatusInput: 'pending' | 'approved' | 'rejected' | 'withdrawn';
    ResetStart: {
      /** @description Token of the reset; valid 10 minutes */
      validateAuthToken: string;
      /**
       * @description How the reset code travels: mobile = SMS, email = mail (from forgot/password/validate)
       * @enum {string}
       */
      validateType: 'mobile' | 'email';
      /** @description The account as typed, masked (138****5678, m***@example.com) */
      validateTypeAccount: string;
    };
    Series: {
      author: components['schemas']['Author'];
      contentCount: number;
      /** @description The visible posts in series order (at most 50) */
      contents: components['schemas']['SeriesItem'][];
      createTime: string;
      description: string;
      isAuthor: boolean;
      title: string;
      uniqueSeriesId: string;
      updateTime: string;
    };
    SeriesItem: {
      contentId: string;
      posterImage: components['schemas']['ImageAsset'];
      title: string;
    };
    SeriesSummary: {
      contentCount: number;
      cover: components['schemas']['ImageAsset'] | null;
      description: string;
      firstContentId: string | null;
      title: string;
      uniqueSeriesId: string;
      updateTime: string;
    };
    ShareInfo: {
      contentId: string;
      /** @description Up to 140 characters of the description (the prompt when allowed and no description) */
      description: string;
      /** @description Absolute URL of the poster image (512 px derivative) */
      image: string;
      /** @description The post's title, or 'A design by <creator>' when it has none */
      title: string;
      /** @description Absolute URL of the post page, /content/:contentId?pageSource=share */
      url: string;
    };
    ShippingInfo: {
      address: string;
      fullName: string;
      locked: {
        address: boolean;
        fullName: boolean;
        phone: boolean;
      };
      phone: string;
    };
    ShopConfig: {
      countries: {
        /** @description ISO 3166-1 alpha-2 */
        code: string;
        name: string;
        /** @description A state / province is required */
        needsRegion: boolean;
        /** @description Amount in the minor unit of `currency` (cents, fen) */
        shippingFee: number;
      }[];
      /** @enum {string} */
      currency: 'USD' | 'CNY';
      deliverDays: number;
      itemsMax: number;
      payment: {
        /** @enum {string} */
        provider: 'test' | 'stripe' | 'wechat';
        /** @description True = TEST payments, no money moves: label them so */
        testMode: boolean;
      };
      quantityMax: number;
      /** @enum {string} */
      region: 'EN' | 'CN';
      shipDays: number;
      unitsMax: number;
    };
    ShopProduct: {
      author: components['schemas']['Author'] | null;
      contentId: string | null;
      /** @enum {string} */
      currency: 'USD' | 'CNY';
      /** @description Amount in the minor unit of `currency` (cents, fen) */
      fromPriceMinor: number;
      imageUrl: string | null;
      /**
       * @description made = a Make It Real design; custom = a base product with your picture
       * @enum {string}
       */
      kind: 'made' | 'custom';
      modelType: ('image' | 'model3d') | null;
      /** @description The post id of a Make It Real product, or a base product kind */
      productId: string;
      productStatus:
        | ('wanted' | 'modelling' | 'production' | 'delivering' | 'on_sale' | 'evaluation_failed')
        | null;
      /** @description A made product its verified creator launched directly: the kind of product it is made as (docs/shop.md 'Direct launch'); null otherwise */
      productType: ('id-tag' | 'pendant' | 'keychain' | 'figurine' | 'poster') | null;
      /** @enum {string} */
      sale: 'buy' | 'pre_order';
      title: string;
      wantCount: number | null;
    };
    ShopProductDetail: {
      author: components['schemas']['Author'] | null;
      contentId: string | null;
      /** @enum {string} */
      currency: 'USD' | 'CNY';
      description: string;
      /** @description Amount in the minor unit of `currency` (cents, fen) */
      fromPriceMinor: number;
      images: components['schemas']['ImageAsset'][];
      imageUrl: string | null;
      /**
       * @description made = a Make It Real design; custom = a base product with your picture
       * @enum {string}
       */
      kind: 'made' | 'custom';
      modelType: ('image' | 'model3d') | null;
      /** @description The post id of a Make It Real product, or a base product kind */
      productId: string;
      productStatus:
        | ('wanted' | 'modelling' | 'production' | 'delivering' | 'on_sale' | 'evaluation_failed')
        | null;
      /** @description A made product its verified creator launched directly: the kind of product it is made as (docs/shop.md 'Direct launch'); null otherwise */
      productType: ('id-tag' | 'pendant' | 'keychain' | 'figurine' | 'poster') | null;
      quantityMax: number;
      related: components['schemas']['PostCard'][];
      /** @enum {string} */
      sale: 'buy' | 'pre_order';
      sizes: {
        label: string;
        /** @description Amount in the minor unit of `currency` (cents, fen) */
        priceMinor: number;
        printArea: {
          dpi: number;
          heightMm: number;
          heightPx: number;
          widthMm: number;
          widthPx: number;
        } | null;
        size: string;
      }[];
      /** @description Planned dates of an order placed now */
      timeline: {
        /** @description ISO 8601 */
        deliverBy: string;
        /** @description ISO 8601 */
        placedAt: string;
        /** @description ISO 8601 */
        shipBy: string;
      };
      title: string;
      wantCount: number | null;
      yourDiscount: {
        /** @description False while another order of yours uses it */
        available: boolean;
        /** @description Fraction of the full price paid (0.7 = 30% off) */
        discount: number;
        /** @enum {string} */
        tier: 'creator' | 'topWanter' | 'wanter' | 'public';
        units: number;
        usedByOrderId: string | null;
      } | null;
    };
    ShowcaseEntry: {
      /** @description ISO time it was added */
      addedAt: string;
      /** @description The operator (user id) who added it; null for the seed */
      addedBy: string | null;
      authorName: string;
      contentId: string;
      /** @description 1-based place on the About page */
      position: number;
      title: string;
      wantCount: number;
    };
    ShowcaseList: {
      dataList: components['schemas']['ShowcaseEntry'][];
    };
    ShowcasePage: {
      dataList: components['schemas']['PostCard'][];
    };
    TestPayment: {
      /** @description Amount in the minor unit of `currency` (cents, fen) */
      amountMinor: number;
      currency: string;
      /** @description Show it: no money moves */
      label: string;
      orderId: string;
      paymentId: string;
      /** @enum {string} */
      status: 'pending' | 'succeeded' | 'failed' | 'expired' | 'cancelled';
      /** @constant */
      testMode: true;
    };
    ThirdLinkInfo: {
      /** @description masked */
      email: string | null;
      /** @enum {string} */
      provider: 'wechat' | 'google';
    };
    ThirdLoginResult: {
      /** @description requiredLink: the masked e-mail whose password is asked */
      linkEmail: string | null;
      /** @description status === requiredBinding */
      requiredBinding: boolean;
      /**
       * @description pending: not confirmed yet (poll again); loggedIn: signed in (cookie set, `user`); requiredBinding: bind a mobile number with `validateAuthToken` (binding/mobile/*); requiredLink: prove the password of the e-mail account with `validateAuthToken` (login/third/link); requiredTerms: the account has not accepted the terms in force, ask the same again with `termsVersion` (nothing was used up; docs/auth.md Terms); cancelled: the user declined (ignore); expired: start again; failed: "Login failed, please retry"
       * @enum {string}
       */
      status:
        | 'pending'
        | 'loggedIn'
        | 'requiredBinding'
        | 'requiredLink'
        | 'requiredTerms'
        | 'cancelled'
        | 'expired'
        | 'failed';
      /** @description Set when status is loggedIn */
      user: components['schemas']['User'] | null;
      /** @description For requiredBinding / requiredLink; valid 10 minutes, single use */
      validateAuthToken: string | null;
    };
    ThirdLoginStart: {
      state: string;
      url: string;
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
      /**
       * @description upcoming before startTime, ongoing until endTime, ended after (packages/domain challengeStatus)
       * @enum {string}
       */
      status: 'upcoming' | 'ongoing' | 'ended';
      title: string;
      uniqueTopicId: string;
      wantable: 0 | 1;
    };
    TopicDetail: {
      activityType: number;
      allowPostWantByTopicIds: string[];
      banners: {
        image: string;
        sidebarImage: string;
      };
      campaignInfo: string;
      /** @description true while ongoing: the join / upload actions are open */
      canPost: boolean;
      description: string;
      /** @description Distinct creators (official quality creators) with visible posts */
      designerCount: number;
      endTime: string;
      /** @description Distinct authors of visible posts */
      participantCount: number;
      /** @description Visible posts in the challenge */
      postCount: number;
      prizes: components['schemas']['TopicPrize'][];
      /** @description At most 24, in display order */
      realPictures: components['schemas']['RealPicture'][];
      rules: string[];
      startTime: string;
      /**
       * @description upcoming before startTime, ongoing until endTime, ended after (packages/domain challengeStatus)
       * @enum {string}
       */
      status: 'upcoming' | 'ongoing' | 'ended';
      title: string;
      uniqueTopicId: string;
      wantable: 0 | 1;
    };
    TopicPrize: {
      description: string;
      rank: string;
      title: string;
    };
    TopicShortcut: {
      label: string;
      uniqueTopicId: string;
    };
    UnreadDetail: {
      /** @description Likes, wants, follows, comments, replies, rankings, mentions */
      normalCount: number;
      /** @description Official types 0, 5–9, 18–21, 24–25, 100 */
      systemCount: number;
      /** @description Order types 14–17 */
      tradeCount: number;
    };
    UploadItem: {
      fileName: string;
      /** @description The stored image (status 0) */
      generateItemDetail: {
        /** @description 0: not a purchasable item */
        customStatus: number;
        /** @description px */
        height: number;
        /** @description 200 px on the long side */
        imageResize200Url: string;
        /** @description 512 px on the long side */
        imageResize512Url: string;
        /** @description Made by the offline preview engine, not an AI model: clients show a 'Preview' badge (docs/product.md 'Preview images') */
        preview: boolean;
        uniqueImageId: string;
        /** @description Original, /aigc/files/… */
        url: string;
        /** @description px */
        width: number;
      } | null;
      /** @description English reason; '' when OK */
      msg: string;
      /** @description 0 OK, 1 format or size, 2 violating content */
      status: 0 | 1 | 2;
    };
    User: {
      accountLevel: string;
      avatar: string | null;
      /** @description Want-ticket count */
      balance: number;
      creatorTier: components['schemas']['CreatorTier'];
      /** @description Education accounts: teacher or student (docs/edu.md); null on the main sites */
      eduIdentity: ('teacher' | 'student') | null;
      /** @description Sign-in e-mail (lower case); null for accounts without one */
      email: string | null;
      /** @description The account has a password (password change needs the old one; docs/auth.md) */
      hasPassword: boolean;
      id: string;
      needOnBoarding: boolean;
      nickName: string;
      /** @description The account's WeChat openid; null when no WeChat is linked (docs/product.md §3) */
      openId: string | null;
      /** @description Bound China mobile number, masked (`138****5678`); null when none (docs/product.md §3) */
      phone: string | null;
      showPostLocalUpload: boolean;
      userId: string;
    };
    UserPostCard: {
      author: components['schemas']['Author'];
      commentCount: number;
      contentId: string;
      createTime: string;
      imageCount: number;
      /** @description A 3D post (it has a model file, docs/api-contract.md '3D posts'): the card shows a 3D badge */
      isModel: boolean;
      likeCount: number;
      /** @description The caller has liked it (false for visitors) */
      liked: boolean;
      /** @description URL of the 3D model file (GLB/STL), null for image posts */
      modelUrl: string | null;
      posterImage: components['schemas']['ImageAsset'];
      /** @description Make-it-real status, null when not a product */
      productStatus:
        | ('wanted' | 'modelling' | 'production' | 'delivering' | 'on_sale' | 'evaluation_failed')
        | null;
      title: string;
      topic: {
        title: string;
        uniqueTopicId: string;
      } | null;
      wantCount: number;
      /** @description The caller has wanted it (false for visitors) */
      wanted: boolean;
      /**
       * @description full = more than 100 wants (docs/product.md §1)
       * @enum {string}
       */
      wantState: 'collecting' | 'full';
    };
    UserProfile: {
      avatar: string | null;
      creatorTier: components['schemas']['CreatorTier'];
      followerCount: number;
      followingCount: number;
      /** @description This user follows the caller (follow back) */
      followsYou: boolean;
      /** @description The caller follows this user (false for visitors) */
      isFollowing: boolean;
      isSelf: boolean;
      joinedAt: string;
      nickName: string;
      postCount: number;
      userId: string;
      wantReceivedCount: number;
    };
    VideoAsset: {
      durationMs: number;
      /** @description px */
      height: number;
      posterUrl: string;
      uniqueVideoId: string;
      /** @description MP4 (H.264) */
      url: string;
      /** @description px */
      width: number;
    };
    Wanter: {
      avatar: string | null;
      nickName: string;
      userId: string;
      wantTime: string;
    };
    WantResult: {
      /** @description Want-tickets left */
      balance: number;
      contentId: string;
      wantCount: number;
      /** @enum {string} */
      wantState: 'collecting' | 'full';
    };
    WebVitalsReport: {
      rows: {
        /** @enum {string} */
        edition: 'main-intl' | 'main-cn' | 'edu' | 'shop' | 'shop-cn';
        /** @enum {string} */
        metric: 'LCP' | 'CLS' | 'INP' | 'FCP' | 'TTFB';
        /** @description 75th percentile: ms, CLS unitless */
        p75: number;
        /** @description Route pattern, e.g. /content/:contentId */
        route: string;
        /** @description Page loads that reported the metric */
        samples: number;
      }[];
      /** @description Start of the window (ISO time, exclusive) */
      since: string;
      /** @description End of the window (ISO time) */
      until: string;
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
