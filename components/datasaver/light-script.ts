/**
 * The only script of the light pages, served as /ahorro/ahorro.js (an external file: the CSP may
 * forbid inline scripts). A tap on an image link puts the image in place instead of leaving the
 * page; without JavaScript the link simply opens the image. A signed-in buyer's AÑADIR AL CARRITO
 * (form[data-buy]) adds one unit through the API with the stored token, as the full page does (the
 * server's cart then replaces the stored one); signed out or without JavaScript, the form opens the
 * full product page. After load it registers the service worker that keeps visited pages readable offline.
 */
export const LIGHT_SCRIPT = `document.addEventListener('click',function(e){
var a=e.target.closest&&e.target.closest('a[data-img]');if(!a)return;e.preventDefault();
var i=document.createElement('img');i.src=a.href;i.alt=a.getAttribute('data-alt')||'';i.width=192;i.height=192;i.decoding='async';
a.replaceWith(i);});
document.addEventListener('submit',function(e){var f=e.target,id=f.getAttribute('data-buy'),u;if(!id)return;
try{u=JSON.parse(localStorage.getItem('user')||'null')}catch(x){}if(!u||!u.accessToken)return;e.preventDefault();
var o=f.querySelector('output'),b=f.querySelector('button'),h={authorization:u.accessToken,accept:'application/json','content-type':'application/json'};b.disabled=true;
fetch('/api/accountImport/getUserWithToken',{headers:h}).then(function(r){if(!r.ok)throw 0;return r.json()}).then(function(a){
var c=((a.cart&&a.cart.products)||[]).map(function(l){var q={product:l.product._id,count:l.count,size:l.size||'',color:l.color||''};if(l.deliveryCalendar)q.deliveryCalendar=l.deliveryCalendar;return q}),
s=c.filter(function(l){return l.product===id&&!l.size&&!l.color})[0];if(s)s.count++;else c.push({product:id,count:1,size:'',color:''});
return fetch('/api/accountImport/updateCart',{method:'PATCH',headers:h,body:JSON.stringify({cart:c,quantity:1,productId:id})})}).then(function(r){return r.json().then(function(j){
if(!r.ok)throw new Error(j&&j.message||'');localStorage.setItem('cart',JSON.stringify({userId:u._id,products:j.cart.products,points:j.cart.points,savedAt:Date.now()}));o.textContent=f.getAttribute('data-added')})})
.catch(function(x){o.textContent=x&&x.message||f.getAttribute('data-failed')}).then(function(){b.disabled=false})});
window.addEventListener('load',function(){if('serviceWorker'in navigator)navigator.serviceWorker.register('/sw.js').catch(function(){});});
`;

/** Bytes of the script as sent (before compression). */
export const LIGHT_SCRIPT_BYTES = new TextEncoder().encode(LIGHT_SCRIPT).length;
