/**
 * The words the seed composes its demo community from. Invented for this
 * project: names, prompts and comments are generic and describe no real person.
 */
import { LEDGER_TITLES } from '@aigc/domain';
import type { TopicText } from '../db/schema';

/** The demo account (README): it can log in with this e-mail and password. */
export const DEMO_EMAIL = 'demo@example.com';
/** Password of {@link DEMO_EMAIL}. */
export const DEMO_PASSWORD = 'demo1234';

/** Ledger title of the seeded daily rewards. */
export const DAILY_REWARD_TITLE = LEDGER_TITLES.dailyReward;

/** Challenges: title, description, banner prompt, wantable, and day offsets (start, end) from now. */
export const SEED_TOPICS = [
  {
    title: 'Moonlight Jewelry',
    description: 'Pendants, rings and earrings inspired by the night sky. Show us your crescent, your stars, your eclipse.',
    banner: 'crescent moon pendant jewelry collection on a night sky',
    wantable: false,
    start: -30,
    end: 25,
  },
  {
    title: 'Pet ID Tag Week',
    description: 'Design an ID tag your pet would be proud to wear: engraved, enamelled, shaped like a bone or a fish.',
    banner: 'engraved pet ID tag shaped like a bone',
    wantable: false,
    start: -20,
    end: 10,
  },
  {
    title: 'Desk Toys & Figures',
    description: 'Little companions for your desk: vinyl figures, robots, plush mascots and fidget toys.',
    banner: 'cute vinyl robot toy figure on a desk',
    wantable: false,
    start: -14,
    end: 40,
  },
  {
    title: 'Lunar New Year Charms',
    description: 'Charms and keychains for the new year: lanterns, dumplings, lucky knots and zodiac animals.',
    banner: 'lucky dragon charm keychain in red enamel and gold',
    wantable: false,
    start: -40,
    end: -2,
  },
  {
    title: 'Want It: Keychain Drop',
    description: 'One image per post. The keychain with more than 100 wants gets made and sold in the shop.',
    banner: 'keychain collection in pastel colours',
    wantable: true,
    start: -10,
    end: 20,
  },
  {
    title: 'Tiny Rings Challenge',
    description: 'Stackable, delicate, everyday rings. Keep it small and make it sing.',
    banner: 'stack of delicate thin gold rings',
    wantable: false,
    start: -6,
    end: 30,
  },
  {
    title: 'Ocean Plastic Makeover',
    description: 'Accessories that celebrate the sea: waves, shells and creatures, in recycled and ocean-friendly materials.',
    banner: 'wave shaped recycled resin brooch with shells',
    wantable: false,
    start: 7,
    end: 45,
  },
] as const;

/** Creator nicknames (2–20 characters). */
export const CREATOR_NAMES = [
  'Mira Chen', 'Kofi Mensah', 'Lena Fischer', 'Hiro Tanaka', 'Ana Souza', 'Priya Nair', 'Tomás Ruiz', 'Yuki Mori',
  'Omar Haddad', 'Sofia Rossi', 'Jonas Berg', 'Amara Obi', 'Chen Wei', 'Lin Xiaoyu', 'Noah Kim', 'Isla Murray',
  'Mateo Silva', 'Zara Ahmed', 'Eli Cohen', 'Nia Brooks', 'Ravi Patel', 'Elin Nordin', 'Kai Walker', 'Maya López',
] as const;

/** Parts of community member nicknames (adjective + animal + number). */
export const MEMBER_ADJECTIVES = ['quiet', 'lucky', 'pixel', 'sunny', 'brave', 'tiny', 'cosmic', 'mellow', 'swift', 'velvet', 'amber', 'misty'] as const;
export const MEMBER_ANIMALS = ['otter', 'fox', 'panda', 'heron', 'koala', 'lynx', 'moth', 'orca', 'wren', 'gecko', 'yak', 'crane'] as const;

/** Objects: the prompt phrase and the title word. */
export const OBJECTS = [
  ['pendant', 'Pendant'],
  ['necklace charm', 'Charm'],
  ['ring', 'Ring'],
  ['stud earrings', 'Earrings'],
  ['pet ID tag', 'ID Tag'],
  ['dog tag', 'Dog Tag'],
  ['keychain', 'Keychain'],
  ['vinyl toy figure', 'Vinyl Figure'],
  ['plush mascot toy', 'Plush'],
  ['desk figurine', 'Figurine'],
  ['charm bracelet', 'Bracelet'],
  ['brooch', 'Brooch'],
  ['crystal gem pendant', 'Gem Pendant'],
  ['robot toy', 'Robot Toy'],
] as const;

/** Topic index (in SEED_TOPICS) that fits an object best, or -1 for any. */
export const OBJECT_TOPIC: Record<string, number> = {
  pendant: 0,
  'crystal gem pendant': 0,
  'stud earrings': 0,
  'pet ID tag': 1,
  'dog tag': 1,
  'vinyl toy figure': 2,
  'plush mascot toy': 2,
  'desk figurine': 2,
  'robot toy': 2,
  'necklace charm': 3,
  keychain: 4,
  ring: 5,
};

export const THEMES = [
  'crescent moon', 'cat', 'koi fish', 'mountain range', 'lotus', 'dragon', 'paper plane', 'cactus', 'whale',
  'constellation', 'origami crane', 'mushroom', 'bee', 'fox', 'wave', 'sun and cloud', 'dumpling', 'panda',
  'rocket', 'maple leaf', 'lantern', 'octopus', 'bonsai', 'hummingbird',
] as const;

export const MATERIALS = [
  'brushed silver', 'rose gold', 'matte black titanium', 'cloisonné enamel', 'clear resin', 'recycled brass',
  'glazed ceramic', 'pastel vinyl', 'walnut wood', 'sterling silver',
] as const;

export const STYLES = [
  'minimalist', 'art deco', 'kawaii', 'geometric', 'retro 80s', 'hand-engraved', 'low-poly', 'organic', 'cyberpunk',
  'Scandinavian',
] as const;

export const DESCRIPTIONS = [
  'A {style} take on a {theme} {object}, made in {material}. Would you wear it?',
  'I wanted something small and personal: a {theme} {object} in {material}. Feedback welcome!',
  'Third iteration of my {theme} idea. {Material} keeps it light; the {style} lines keep it calm.',
  'Made this for my sister who loves anything with a {theme}. {Material}, {style}, everyday wear.',
  'Exploring {style} shapes this week. This {object} would be about 3 cm tall in {material}.',
  '',
] as const;

export const COMMENTS = [
  'This is gorgeous, I would buy it today.',
  'Love the proportions!',
  'Would it come in gold too?',
  'The details are so clean.',
  'My cat needs this.',
  'Wanted! Hope it reaches 100.',
  'How big would it be in real life?',
  'Such a calm design.',
  'The colours work really well together.',
  'Take my want-ticket!',
  'This would make a great gift.',
  'Reminds me of a trip to the sea.',
  'Could you make a matching pair of earrings?',
  'Perfect for the challenge theme.',
  'Simple and beautiful.',
] as const;

export const REPLIES = ['Thank you!', 'Good idea, I will try that.', 'About 3 cm.', 'Yes, gold is on my list.', 'Glad you like it!'] as const;

/**
 * Campaign info, rules, prizes and the sub-domain shortcut of the seeded
 * challenges, by title (docs/product.md §2 Challenge detail; the shortcut setting).
 * `realPictures`: captions of photos of items made from the challenge's posts.
 */
export const SEED_CAMPAIGNS: Record<
  string,
  { campaign: string; rules: string[]; prizes: { rank: string; title: string; description: string }[]; shortcut?: string; realPictures: string[] }
> = {
  'Moonlight Jewelry': {
    campaign: 'Run with our jewellery studio. The three most-wanted designs are cast in sterling silver and sold in the shop; their creators keep a royalty on every piece.',
    rules: ['Post your own AI-assisted design; one idea per post.', 'Up to 9 images per post: show the piece from more than one angle if you can.', 'Keep it wearable: pendants, rings or earrings under 4 cm.'],
    prizes: [
      { rank: '1st', title: 'Cast in silver', description: 'Produced and sold in the shop, with a 10% royalty.' },
      { rank: 'Top 3', title: 'Studio sample', description: 'A free sample of your piece, shipped to you.' },
      { rank: 'Top 10%', title: 'Featured creator', description: 'A place on the Creators page for a month.' },
    ],
    shortcut: 'moon',
    realPictures: ['Sterling silver crescent pendant, first cast', 'Moon-phase ring set on a model hand'],
  },
  'Pet ID Tag Week': {
    campaign: 'Tags made for real pets. Designs that pass 100 wants are engraved and shipped within 7 to 9 days.',
    rules: ['Show the front of the tag; the back holds the engraving.', 'Leave room for a name and a phone number.'],
    prizes: [{ rank: 'Over 100 wants', title: 'Made real', description: 'Produced for free for the creator, at least 30% off for wanters.' }],
    shortcut: 'pets',
    realPictures: ['Enamel bone tag on a collar', 'Engraved fish tag, brushed steel'],
  },
  'Desk Toys & Figures': {
    campaign: 'Small companions for your desk, printed and painted by our partner workshop.',
    rules: ['One figure per post.', 'Designs should stand on their own: think about the base.'],
    prizes: [
      { rank: '1st', title: 'Vinyl run', description: 'A limited run of 200 vinyl figures.' },
      { rank: 'Top 5', title: '3D printed sample', description: 'A painted resin print of your figure.' },
    ],
    realPictures: ['Painted resin robot, 8 cm', 'Plush mascot prototype'],
  },
  'Lunar New Year Charms': {
    campaign: 'Our new-year collection is out: thank you to everyone who took part. The most-wanted charms are in the shop now.',
    rules: ['Charms and keychains only.', 'Red, gold and lucky symbols encouraged.'],
    prizes: [{ rank: 'Top 3', title: 'New-year collection', description: 'Made and sold in the shop as a set.' }],
    realPictures: ['Red enamel dragon charm', 'Gold lantern keychain set'],
  },
  'Want It: Keychain Drop': {
    campaign: 'A Want It challenge: post one picture, collect want-tickets. Every keychain that passes 100 wants gets made.',
    rules: ['One picture per post.', 'Every want costs the voter one want-ticket; wants cannot be withdrawn.'],
    prizes: [{ rank: 'Over 100 wants', title: 'Made real', description: 'Free for the creator; top wanters get up to 90% off.' }],
    shortcut: 'keychain',
    realPictures: [],
  },
  'Ocean Plastic Makeover': {
    campaign: 'Opens next week with our recycled-materials partner. Every entry that passes 100 wants is produced in recycled resin or brass.',
    rules: ['Sea themes only: waves, shells, fish, boats.', 'Say which recycled material you imagine in the description.'],
    prizes: [{ rank: 'Over 100 wants', title: 'Made real', description: 'Produced in recycled materials and sold in the shop.' }],
    realPictures: [],
  },
  'Tiny Rings Challenge': {
    campaign: 'Stackable rings for every day. Entries close when the timer runs out.',
    rules: ['Rings only; stacks welcome.', 'Show scale: a hand or a ruler helps.'],
    prizes: [{ rank: '1st', title: 'Gold-plated run', description: 'Produced in three sizes.' }],
    realPictures: [],
  },
};

/** Series the seed makes from a creator's posts: title and description. */
export const SEED_SERIES = [
  { title: 'Night sky studies', description: 'The same idea in different materials, one night at a time.' },
  { title: 'Little companions', description: 'A family of small objects that belong together.' },
] as const;

/**
 * The seeded challenges' text in Chinese, by their English title (official
 * content in both languages, docs/api-contract.md 'Language of official
 * text'): stored as `topics.translations['zh-Hans']` by the seed, and filled
 * into a database seeded before it by `translateSeededTopics`.
 */
export const SEED_TOPICS_ZH: Record<(typeof SEED_TOPICS)[number]['title'], TopicText> = {
  'Moonlight Jewelry': {
    title: '月光首饰',
    description: '以夜空为灵感的吊坠、戒指和耳环。让我们看看你的新月、星辰和日食。',
    campaignInfo: '与我们的珠宝工作室联合举办。得到最多“想要”的三件设计将以纯银铸造并在商店出售；创作者可从每件售出的作品中获得版税。',
    rules: ['发布你自己用 AI 辅助完成的设计；每篇帖子一个创意。', '每篇帖子最多 9 张图片：尽量从多个角度展示作品。', '要能佩戴：吊坠、戒指或耳环，尺寸不超过 4 厘米。'],
    prizes: [
      { rank: '第 1 名', title: '纯银铸造', description: '量产并在商店出售，创作者获得 10% 的版税。' },
      { rank: '前 3 名', title: '工作室样品', description: '免费寄送一件你的作品样品。' },
      { rank: '前 10%', title: '推荐创作者', description: '在创作者页面展示一个月。' },
    ],
    realPictureCaptions: ['纯银新月吊坠，首次铸造', '月相戒指套组，模特佩戴'],
  },
  'Pet ID Tag Week': {
    title: '宠物名牌周',
    description: '为你的宠物设计一枚它会骄傲佩戴的名牌：雕刻、珐琅，或者做成骨头、小鱼的形状。',
    campaignInfo: '为真正的宠物制作的名牌。“想要”超过 100 的设计将被雕刻制作，并在 7 到 9 天内发货。',
    rules: ['展示名牌正面；背面用于雕刻。', '为名字和电话号码留出位置。'],
    prizes: [{ rank: '超过 100 个想要', title: '实物制作', description: '为创作者免费制作，想要的用户至少享受七折。' }],
    realPictureCaptions: ['项圈上的珐琅骨头名牌', '雕刻小鱼名牌，拉丝钢'],
  },
  'Desk Toys & Figures': {
    title: '桌面玩具与手办',
    description: '桌面上的小伙伴：搪胶手办、机器人、毛绒吉祥物和解压玩具。',
    campaignInfo: '桌面上的小伙伴，由我们的合作工坊打印并上色。',
    rules: ['每篇帖子一个手办。', '设计要能自己站稳：想想底座。'],
    prizes: [
      { rank: '第 1 名', title: '搪胶限量版', description: '限量生产 200 个搪胶手办。' },
      { rank: '前 5 名', title: '3D 打印样品', description: '一件上色的树脂打印手办。' },
    ],
    realPictureCaptions: ['上色树脂机器人，8 厘米', '毛绒吉祥物样品'],
  },
  'Lunar New Year Charms': {
    title: '新春挂饰',
    description: '迎接新年的挂饰和钥匙扣：灯笼、饺子、中国结和生肖动物。',
    campaignInfo: '新年系列已经上架：感谢每一位参与的朋友。得到最多“想要”的挂饰现已在商店出售。',
    rules: ['只限挂饰和钥匙扣。', '鼓励使用红色、金色和吉祥图案。'],
    prizes: [{ rank: '前 3 名', title: '新年系列', description: '作为套装制作并在商店出售。' }],
    realPictureCaptions: ['红色珐琅龙形挂饰', '金色灯笼钥匙扣套装'],
  },
  'Want It: Keychain Drop': {
    title: '想要它：钥匙扣上新',
    description: '每篇帖子一张图片。“想要”超过 100 的钥匙扣将被制作出来并在商店出售。',
    campaignInfo: '“想要它”挑战：发布一张图片，收集想要券。每个“想要”超过 100 的钥匙扣都会被制作出来。',
    rules: ['每篇帖子一张图片。', '每次“想要”花费投票者一张想要券；“想要”不能撤回。'],
    prizes: [{ rank: '超过 100 个想要', title: '实物制作', description: '为创作者免费制作；最积极的想要者最低可享一折。' }],
    realPictureCaptions: [],
  },
  'Tiny Rings Challenge': {
    title: '小戒指挑战',
    description: '可叠戴、精致、适合日常的戒指。小巧而动人。',
    campaignInfo: '适合每天佩戴的叠戴戒指。倒计时结束时停止投稿。',
    rules: ['只限戒指；欢迎叠戴组合。', '展示尺寸：用手或尺子作参照。'],
    prizes: [{ rank: '第 1 名', title: '镀金量产', description: '以三种尺寸生产。' }],
    realPictureCaptions: [],
  },
  'Ocean Plastic Makeover': {
    title: '海洋塑料焕新',
    description: '致敬大海的配饰：海浪、贝壳和海洋生物，使用回收和对海洋友好的材料。',
    campaignInfo: '下周与我们的回收材料合作伙伴一起开启。每件“想要”超过 100 的作品都将用回收树脂或黄铜制作。',
    rules: ['只限海洋主题：海浪、贝壳、鱼、船。', '在描述中写明你设想使用的回收材料。'],
    prizes: [{ rank: '超过 100 个想要', title: '实物制作', description: '用回收材料制作并在商店出售。' }],
    realPictureCaptions: [],
  },
};
