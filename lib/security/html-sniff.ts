/**
 * Whether a file's bytes also read as an HTML page that does something (issue 29, finding 7): a
 * PDF, JPEG or PNG with a `<script>`, an `<iframe>` or a whole `<html>` document inside it is a
 * polyglot, made to run as a page wherever it is opened as one (a saved copy renamed, a viewer
 * that sniffs, a mail client), and is refused as an upload.
 *
 * The bytes are read as Latin-1 (one character per byte) and searched for what would run or load
 * in a page: the start tags of elements that run script, embed content or make a document (names
 * of four letters or more, followed by what may follow a tag name), an event handler attribute
 * inside a tag (`<img src=x onerror=…>`, `<svg onload=…>`), and `javascript:` URLs. Markup that
 * runs nothing is let through: filled PDF forms carry XHTML rich text (`<body><p>…`) and XFA
 * templates (`<template>`, `<form>`), photos and PDFs carry XMP (`<x:xmpmeta>`). Patterns this
 * long almost never occur by chance in compressed data (a photo's pixels, a PDF's streams): well
 * under once in 10^11 bytes, so a genuine 5 MB scan is not refused.
 */
const ACTIVE_TAG =
  /<(?:script|iframe|frameset|frame|object|embed|applet|html|meta|base|!doctype\s+html)[\s/>]/i;
const EVENT_HANDLER = /<[a-z][a-z0-9:-]*(?:[\s/][^<>]{0,300}?)?[\s"'/]on[a-z]{3,}\s*=/i;
const SCRIPT_URL = /javascript:/i;

export function looksLikeHtml(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return ACTIVE_TAG.test(text) || EVENT_HANDLER.test(text) || SCRIPT_URL.test(text);
}
