import { validatePrompt } from '@aigc/domain';
import type { ProviderRegistry } from '../../engine';
import { badRequest } from '../../lib/errors';

/**
 * Magic prompt (docs/product.md §1 prompt-expansion assistant): expands `prompt` with
 * the chosen (or first) provider serving `promptExpansion`. When an AI
 * adapter fails, the offline template answers instead (`provider: offline`).
 * @throws 400 'Please enter a prompt'; 400 'This model is not available'.
 */
export async function magicPrompt(
  registry: ProviderRegistry,
  body: { prompt: string; modelId?: string | undefined },
): Promise<{ prompt: string; provider: string }> {
  const issue = validatePrompt(body.prompt ?? '');
  if (issue) throw badRequest(issue.message);
  const modelId = body.modelId || registry.defaultModelFor('promptExpansion');
  const provider = modelId ? registry.providerFor(modelId, 'promptExpansion') : null;
  if (!provider?.expandPrompt) throw badRequest('This model is not available');
  try {
    return {
      prompt: await provider.expandPrompt({ prompt: body.prompt.trim() }),
      provider: provider.id,
    };
  } catch (error) {
    const offline = registry.providers.find((p) => p.id === 'offline');
    if (!offline?.expandPrompt || offline === provider) throw error;
    return {
      prompt: await offline.expandPrompt({ prompt: body.prompt.trim() }),
      provider: offline.id,
    };
  }
}
