/**
 * The Blockly view of a program. This module imports Blockly, so it is only ever loaded through a dynamic import
 * (block-editor.tsx): the dashboard and landing bundles never carry it.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import * as Blockly from 'blockly/core';
import * as En from 'blockly/msg/en';
import * as Fr from 'blockly/msg/fr';
import * as Ar from 'blockly/msg/ar';
import * as It from 'blockly/msg/it';
import { KeyboardNavigation } from '@blockly/keyboard-navigation';
import { coerceNumber } from '@common/robot/blocks.ts';
import { PALETTE_IDS, type Block, type PaletteId } from '@common/robot/types.ts';
import { BODY, FIELD, programOf, workspaceStateOf, type ViewBlock } from './program-view.ts';

export interface BlockLabels {
  moveForward: string;
  turnLeft: string;
  turnRight: string;
  repeat: string;
  ifWall: string;
  pickUp: string;
}

export interface BlocklyWorkspaceProps {
  value: Block[];
  onChange: (blocks: Block[]) => void;
  readOnly?: boolean;
  highlightId?: string | null;
  labels: BlockLabels;
  labelOf: (id: PaletteId, value?: number) => string;
  rtl: boolean;
  language: string;
  ariaLabel: string;
}

/** Spec 001 §5 in the editor: integers 1–10, anything else falls back to 1 (FieldNumber alone would clamp). */
class FieldOneToTen extends Blockly.FieldNumber {
  constructor(value?: number) {
    super(value ?? 1, 1, 10, 1);
  }
  protected override doClassValidation_(newValue?: unknown): number | null {
    return coerceNumber(newValue);
  }
}
Blockly.fieldRegistry.register(
  'field_one_to_ten',
  class extends FieldOneToTen {
    static fromJson(options: Blockly.FieldConfig & { value?: number }) {
      return new FieldOneToTen(options.value ?? 1);
    }
  },
);

const STYLE_OF: Record<PaletteId, string> = {
  'move-forward': 'move_blocks',
  'turn-left': 'turn_blocks',
  'turn-right': 'turn_blocks',
  repeat: 'loop_blocks',
  'if-wall': 'logic_blocks',
  'pick-up': 'action_blocks',
};

/** Block shapes, with labels in the interface language. Redefined when the language changes. */
function defineBlocks(labels: BlockLabels): void {
  const statement = { previousStatement: null, nextStatement: null };
  const withBody = (message0: string, args0: object[]) => ({
    message0,
    args0,
    message1: '%1',
    args1: [{ type: 'input_statement', name: BODY }],
    ...statement,
  });
  const definitions = [
    { type: 'move-forward', message0: labels.moveForward, args0: [{ type: 'field_one_to_ten', name: FIELD, value: 1 }], ...statement },
    { type: 'turn-left', message0: labels.turnLeft, ...statement },
    { type: 'turn-right', message0: labels.turnRight, ...statement },
    { type: 'repeat', ...withBody(labels.repeat, [{ type: 'field_one_to_ten', name: FIELD, value: 3 }]) },
    { type: 'if-wall', ...withBody(labels.ifWall, []) },
    { type: 'pick-up', message0: labels.pickUp, ...statement },
  ].map((d) => ({ ...d, style: STYLE_OF[d.type as PaletteId] }));
  for (const d of definitions) delete Blockly.Blocks[d.type];
  Blockly.common.defineBlocksWithJsonArray(definitions);
}

/** A Blockly theme from the app's CSS variables, so blocks follow the chosen theme. */
function themeFromCss(): Blockly.Theme {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const style = (colour: string) => ({ colourPrimary: colour, colourSecondary: colour, colourTertiary: v('--fg', '#16202e') });
  // The zelos renderer also reads the glow's width from the theme, which Blockly's type does not list.
  const componentStyles: Blockly.Theme.ComponentStyle & { selectedGlowSize: number } = {
    workspaceBackgroundColour: v('--card', '#ffffff'),
    toolboxBackgroundColour: v('--muted', '#eceff5'),
    toolboxForegroundColour: v('--fg', '#16202e'),
    flyoutBackgroundColour: v('--muted', '#eceff5'),
    flyoutForegroundColour: v('--fg', '#16202e'),
    flyoutOpacity: 1,
    scrollbarColour: v('--border', '#cfd6e4'),
    insertionMarkerColour: v('--fg', '#16202e'),
    insertionMarkerOpacity: 0.3,
    cursorColour: v('--ring', '#2852c8'),
    // The block in focus (or selected) is drawn with a thick border in the text colour: Blockly's yellow glow is
    // 1.2:1 on a light editor, and the focus colour is the colour of some blocks themselves.
    selectedGlowColour: v('--fg', '#16202e'),
    selectedGlowSize: 1,
    replacementGlowColour: v('--fg', '#16202e'),
  };
  return Blockly.Theme.defineTheme(`wren-${Math.random().toString(36).slice(2)}`, {
    name: 'wren',
    base: Blockly.Themes.Classic,
    blockStyles: {
      move_blocks: style(v('--primary', '#2852c8')),
      turn_blocks: style(v('--info', '#1d5fa8')),
      loop_blocks: style(v('--accent', '#0f766e')),
      logic_blocks: style(v('--warning', '#8a5a00')),
      action_blocks: style(v('--success', '#157f3b')),
    },
    categoryStyles: {},
    componentStyles,
    fontStyle: { family: v('--font-body', 'sans-serif'), size: 12, weight: 'bold' },
  });
}

/**
 * Blockly fires its selection event a frame after the selection, and the keyboard-navigation plugin takes a
 * selection in the palette for a click there: it moves focus back to the palette. When another key came in between
 * (T, then Enter straight away to take a block), that late event pulled focus off the block just taken, which ends
 * the move and drops it where it stands: a quick key was lost. This listener runs before the plugin's (it is added
 * first) and clears the event's palette block when that block is no longer the selection, so the plugin only acts
 * on a selection that still holds.
 */
function ignoreLateSelectionsInPalette(ws: Blockly.WorkspaceSvg): void {
  const palette = ws.getFlyout()?.getWorkspace();
  palette?.addChangeListener((event) => {
    if (event.type !== Blockly.Events.SELECTED) return;
    const selection = event as Blockly.Events.Selected;
    // By object, not id: a block taken from the palette keeps the id of the palette block it copies.
    const block = selection.newElementId ? palette.getBlockById(selection.newElementId) : null;
    if (block && Blockly.getSelected() !== block) selection.newElementId = undefined;
  });
}

const LOCALES: Record<string, unknown> = { en: En, fr: Fr, ar: Ar, it: It };
let navigationRegistered = false;

export default function BlocklyWorkspace({ value, onChange, readOnly, highlightId, labels, labelOf, rtl, language, ariaLabel }: BlocklyWorkspaceProps) {
  const host = useRef<HTMLDivElement>(null);
  const workspace = useRef<Blockly.WorkspaceSvg | null>(null);
  const ids = useRef(new Map<string, string>());
  // Every program the workspace has shown, loaded or read back. React may render an older one after a newer one
  // was read (two reads close together, the first one's effect late); it is not news and must not be reloaded.
  const shown = useRef(new WeakSet<Block[]>());
  const loadRef = useRef<((blocks: Block[]) => void) | null>(null);
  // The props Blockly's callbacks read, kept current after each render (before any effect below runs), so the
  // workspace is not rebuilt when only they change.
  const latest = useRef({ onChange, labelOf, value, labels });
  useLayoutEffect(() => {
    latest.current = { onChange, labelOf, value, labels };
  });

  // One workspace per language, direction and mode: Blockly takes these at injection.
  useEffect(() => {
    if (!host.current) return;
    Blockly.setLocale((LOCALES[language.slice(0, 2)] ?? En) as Record<string, string>);
    defineBlocks(latest.current.labels);
    if (!navigationRegistered) {
      KeyboardNavigation.registerKeyboardNavigationStyles();
      // The palette's own cursor (keeps the block the keyboard is on scrolled into view). Blockly asks the registry
      // for it when it builds the palette, and without it warns on every screen that has blocks.
      KeyboardNavigation.registerFlyoutCursor();
      navigationRegistered = true;
    }
    const ws = Blockly.inject(host.current, {
      toolbox: readOnly ? undefined : { kind: 'flyoutToolbox', contents: PALETTE_IDS.map((type) => ({ kind: 'block', type })) },
      readOnly: !!readOnly,
      rtl,
      theme: themeFromCss(),
      renderer: 'zelos',
      sounds: false,
      trashcan: false,
      media: '/blockly-media/',
      move: { scrollbars: true, drag: true, wheel: true },
      zoom: { controls: false, wheel: false, startScale: 0.9 },
    });
    workspace.current = ws;
    // Blockly labels its workspace groups without a role, which ARIA forbids; a group role makes the label valid.
    for (const g of host.current.querySelectorAll('g.blocklyWorkspace[aria-label]:not([role])')) g.setAttribute('role', 'group');
    ignoreLateSelectionsInPalette(ws);
    const navigation = new KeyboardNavigation(ws);
    ids.current = new Map();

    const load = (blocks: Block[]) => {
      Blockly.Events.disable();
      try {
        ws.clear();
        Blockly.serialization.workspaces.load(workspaceStateOf(blocks), ws);
        for (const b of ws.getAllBlocks(false)) ids.current.set(b.id, b.id);
      } finally {
        Blockly.Events.enable();
      }
      shown.current.add(blocks);
    };
    load(latest.current.value);

    // Read the program once the change settles: a drag or a keyboard move fires several events, the last one
    // sometimes while the block is still marked as moving.
    let pending: ReturnType<typeof setTimeout> | null = null;
    const sync = () => {
      pending = null;
      if (ws.isDragging()) {
        pending = setTimeout(sync, 100);
        return;
      }
      const program = programOf(ws.getTopBlocks(true) as unknown as ViewBlock[], ids.current, latest.current.labelOf);
      shown.current.add(program);
      latest.current.onChange(program);
    };
    ws.addChangeListener((event) => {
      if (event.isUiEvent || pending) return;
      pending = setTimeout(sync, 0);
    });
    loadRef.current = load;

    const resize = new ResizeObserver(() => Blockly.svgResize(ws));
    resize.observe(host.current);
    // Block colours follow a theme chosen while the editor is open.
    const themeWatch = new MutationObserver(() => ws.setTheme(themeFromCss()));
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      themeWatch.disconnect();
      if (pending) clearTimeout(pending);
      resize.disconnect();
      navigation.dispose();
      ws.dispose();
      workspace.current = null;
      loadRef.current = null;
    };
    // Labels follow the language; the workspace is rebuilt when it changes.
  }, [language, rtl, readOnly]);

  // A program set from outside (Clear, another mission) replaces what the workspace shows.
  useEffect(() => {
    if (!workspace.current || shown.current.has(value)) return;
    loadRef.current?.(value);
  }, [value]);

  useEffect(() => {
    const ws = workspace.current;
    if (!ws) return;
    const blocklyId = highlightId ? ([...ids.current].find(([, programId]) => programId === highlightId)?.[0] ?? null) : null;
    ws.highlightBlock(blocklyId);
  }, [highlightId]);

  return <div ref={host} role="region" aria-label={ariaLabel} className="h-[460px] w-full" data-testid="blockly-workspace" />;
}
