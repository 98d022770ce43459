/**
 * Magic prompt through an OpenAI-compatible Chat Completions API
 * (`POST {base}/chat/completions`, answer in `choices[0].message.content`).
 * Settings: OPENAI_API_KEY (or OPENAI_CHAT_API_KEY), OPENAI_CHAT_BASE_URL
 * (default OPENAI_BASE_URL), OPENAI_CHAT_MODEL.
 */
import { PROMPT_MAX } from '@aigc/domain';
import type { Capability, GenerationProvider, ModelInfo, PromptExpansionRequest } from '../types';
import { joinUrl, postJson } from './http';

/** Settings of {@link OpenAiChatPromptProvider}. */
export interface OpenAiChatOptions {
  apiKey: string;
  baseUrl: string;
  model: string;
}

/** The instruction sent as the system message. */
export const MAGIC_PROMPT_SYSTEM =
  'You expand short ideas into one detailed image-generation prompt for designing physical products ' +
  "(jewellery, accessories, toys, ID tags). Keep the user's subject and language, add material, shape, " +
  'details, lighting and camera view. Answer with the prompt only, one paragraph, at most 80 words.';

const CAPABILITIES: readonly Capability[] = ['promptExpansion'];

/** See the module doc. */
export class OpenAiChatPromptProvider implements GenerationProvider {
  readonly id = 'openai-chat';
  readonly name = 'OpenAI-compatible chat (magic prompt)';
  readonly capabilities = CAPABILITIES;
  readonly models: readonly ModelInfo[];

  constructor(private readonly options: OpenAiChatOptions) {
    this.models = [
      {
        modelId: `chat:${options.model}`,
        name: { 'en-US': options.model, 'zh-Hans': options.model },
        description: {
          'en-US': `Magic prompt with ${options.model} through an OpenAI-compatible chat API`,
          'zh-Hans': `通过兼容 OpenAI 的对话 API 用 ${options.model} 扩写提示词`,
        },
        provider: this.id,
        offline: false,
        capabilities: [...CAPABILITIES],
      },
    ];
  }

  async expandPrompt(request: PromptExpansionRequest): Promise<string> {
    const res = await postJson<{ choices?: { message?: { content?: string | null } }[] }>(
      this.name,
      joinUrl(this.options.baseUrl, 'chat/completions'),
      {
        model: this.options.model,
        temperature: 0.7,
        messages: [
          { role: 'system', content: MAGIC_PROMPT_SYSTEM },
          { role: 'user', content: request.prompt },
        ],
      },
      { headers: { authorization: `Bearer ${this.options.apiKey}` }, signal: request.signal },
    );
    const text = res.choices?.[0]?.message?.content?.trim();
    if (!text) throw new Error('The prompt assistant sent an empty answer');
    return [...text.replace(/^["“]|["”]$/g, '')].slice(0, PROMPT_MAX).join('');
  }
}
