/**
 * The only script of the light pages, served as /ahorro/ahorro.js (an external file: the CSP may
 * forbid inline scripts). A tap on an image link puts the image in place instead of leaving the
 * page; without JavaScript the link simply opens the image. After load it registers the service
 * worker that keeps visited pages readable offline.
 */
export const LIGHT_SCRIPT = `document.addEventListener('click',function(e){
var a=e.target.closest&&e.target.closest('a[data-img]');if(!a)return;e.preventDefault();
var i=document.createElement('img');i.src=a.href;i.alt=a.getAttribute('data-alt')||'';i.width=192;i.height=192;i.decoding='async';
a.replaceWith(i);});
window.addEventListener('load',function(){if('serviceWorker'in navigator)navigator.serviceWorker.register('/sw.js').catch(function(){});});
`;

/** Bytes of the script as sent (before compression). */
export const LIGHT_SCRIPT_BYTES = new TextEncoder().encode(LIGHT_SCRIPT).length;
