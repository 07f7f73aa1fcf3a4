import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const MEDIA = path.resolve('node_modules/blockly/media');

/**
 * Blockly's own pictures and cursors (the hand over a block, the bin when a block is dragged off), which the editor
 * asks for under the `media` path it is given (client/src/components/robot/blockly-workspace.tsx), copied into the
 * build at `blockly-media/`. Not its sounds: the editor plays none.
 */
export function blocklyMedia(): Plugin {
  return {
    name: 'wren-blockly-media',
    apply: 'build',
    generateBundle() {
      for (const file of fs.readdirSync(MEDIA)) {
        if (file.endsWith('.mp3')) continue;
        this.emitFile({ type: 'asset', fileName: `blockly-media/${file}`, source: fs.readFileSync(path.join(MEDIA, file)) });
      }
    },
  };
}
