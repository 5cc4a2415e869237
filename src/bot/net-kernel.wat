;; The bot's network forward pass in WebAssembly SIMD (f32x4), for play (training keeps the
;; Float64 Net of net.ts). One instance per network: net-kernel.ts lays the network out in the
;; instance's memory and calls `layout`; then `setBase` (the hidden sums of `base`), `forwardFrom`
;; (the outputs of `x`, adding only the inputs where it differs from `base`) and `forward`.
;; Assembled by scripts/build/build-wasm.mjs into net-kernel-wasm.ts.
;; All offsets are byte offsets, 16-aligned; the hidden layer is padded to a multiple of 4 (H4)
;; and the inputs to a multiple of 16 (N4), the padding all zeros.
(module
  (import "env" "memory" (memory 1))
  (global $n4 (mut i32) (i32.const 0))    ;; inputs, padded to a multiple of 16
  (global $h4 (mut i32) (i32.const 0))    ;; hidden units, padded
  (global $w1 (mut i32) (i32.const 0))    ;; N4 rows of H4 f32 (input-major)
  (global $b1 (mut i32) (i32.const 0))    ;; H4 f32
  (global $w2 (mut i32) (i32.const 0))    ;; 5 rows of H4 f32
  (global $b2 (mut i32) (i32.const 0))    ;; 8 f32 (5 used)
  (global $base (mut i32) (i32.const 0))  ;; N4 f32: the base input
  (global $x (mut i32) (i32.const 0))     ;; N4 f32: the input to judge
  (global $sums (mut i32) (i32.const 0))  ;; H4 f32: the base's hidden sums
  (global $hid (mut i32) (i32.const 0))   ;; H4 f32: scratch hidden layer
  (global $rows (mut i32) (i32.const 0))  ;; N4 i32: scratch, the rows a pass adds
  (global $by (mut i32) (i32.const 0))    ;; N4 f32: scratch, their coefficients
  (global $out (mut i32) (i32.const 0))   ;; 8 f32: the five outputs
  (global $zero (mut i32) (i32.const 0))  ;; N4 f32 of zeros (the base of a full pass)

  (func (export "layout") (param $n4 i32) (param $h4 i32) (param $w1 i32) (param $b1 i32) (param $w2 i32)
        (param $b2 i32) (param $base i32) (param $x i32) (param $sums i32) (param $hid i32)
        (param $rows i32) (param $by i32) (param $out i32) (param $zero i32)
    (global.set $n4 (local.get $n4)) (global.set $h4 (local.get $h4))
    (global.set $w1 (local.get $w1)) (global.set $b1 (local.get $b1))
    (global.set $w2 (local.get $w2)) (global.set $b2 (local.get $b2))
    (global.set $base (local.get $base))
    (global.set $x (local.get $x)) (global.set $sums (local.get $sums))
    (global.set $hid (local.get $hid)) (global.set $rows (local.get $rows))
    (global.set $by (local.get $by)) (global.set $out (local.get $out))
    (global.set $zero (local.get $zero)))

  ;; rows/by := the inputs where x differs from ref (coefficient x − ref); returns their count.
  ;; Sixteen inputs a step (N4 is padded to a multiple of 16): most steps find none that differ.
  (func $diff (param $xp i32) (param $ref i32) (result i32)
    (local $o i32) (local $end i32) (local $m i32) (local $mask i32) (local $k i32) (local $q i32)
    (local $c0 v128) (local $c1 v128) (local $c2 v128) (local $c3 v128)
    (local.set $end (i32.shl (global.get $n4) (i32.const 2)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $o) (local.get $end)))
        (local.set $c0 (f32x4.ne (v128.load offset=0 (i32.add (local.get $xp) (local.get $o))) (v128.load offset=0 (i32.add (local.get $ref) (local.get $o)))))
        (local.set $c1 (f32x4.ne (v128.load offset=16 (i32.add (local.get $xp) (local.get $o))) (v128.load offset=16 (i32.add (local.get $ref) (local.get $o)))))
        (local.set $c2 (f32x4.ne (v128.load offset=32 (i32.add (local.get $xp) (local.get $o))) (v128.load offset=32 (i32.add (local.get $ref) (local.get $o)))))
        (local.set $c3 (f32x4.ne (v128.load offset=48 (i32.add (local.get $xp) (local.get $o))) (v128.load offset=48 (i32.add (local.get $ref) (local.get $o)))))
        (if (v128.any_true (v128.or (v128.or (local.get $c0) (local.get $c1)) (v128.or (local.get $c2) (local.get $c3))))
          (then
            ;; bits 0–15: the sixteen inputs, lowest first
            (local.set $mask (i32.or
              (i32.or (i32x4.bitmask (local.get $c0)) (i32.shl (i32x4.bitmask (local.get $c1)) (i32.const 4)))
              (i32.or (i32.shl (i32x4.bitmask (local.get $c2)) (i32.const 8)) (i32.shl (i32x4.bitmask (local.get $c3)) (i32.const 12)))))
            (loop $lanes
              (local.set $k (i32.add (local.get $o) (i32.shl (i32.ctz (local.get $mask)) (i32.const 2))))
              (local.set $mask (i32.and (local.get $mask) (i32.sub (local.get $mask) (i32.const 1))))
              (local.set $q (i32.shl (local.get $m) (i32.const 2)))
              (i32.store (i32.add (global.get $rows) (local.get $q)) (i32.shr_u (local.get $k) (i32.const 2)))
              (f32.store (i32.add (global.get $by) (local.get $q))
                (f32.sub (f32.load (i32.add (local.get $xp) (local.get $k))) (f32.load (i32.add (local.get $ref) (local.get $k)))))
              (local.set $m (i32.add (local.get $m) (i32.const 1)))
              (br_if $lanes (local.get $mask)))))
        (local.set $o (i32.add (local.get $o) (i32.const 64)))
        (br $next)))
    (local.get $m))

  ;; acc := start + Σ_k by[k] · w1[rows[k]] over the first m rows/by, four rows at a time.
  (func $addRows (param $acc i32) (param $start i32) (param $m i32)
    (local $k i32) (local $j i32) (local $end i32) (local $rb i32)
    (local $r0 i32) (local $r1 i32) (local $r2 i32) (local $r3 i32)
    (local $d0 v128) (local $d1 v128) (local $d2 v128) (local $d3 v128)
    (local.set $end (i32.shl (global.get $h4) (i32.const 2)))
    (local.set $rb (i32.shl (global.get $h4) (i32.const 2)))
    ;; acc := start
    (local.set $j (i32.const 0))
    (block $c (loop $cl
      (br_if $c (i32.ge_u (local.get $j) (local.get $end)))
      (v128.store (i32.add (local.get $acc) (local.get $j)) (v128.load (i32.add (local.get $start) (local.get $j))))
      (local.set $j (i32.add (local.get $j) (i32.const 16)))
      (br $cl)))
    ;; groups of four rows
    (block $g4 (loop $l4
      (br_if $g4 (i32.gt_s (i32.add (local.get $k) (i32.const 3)) (i32.sub (local.get $m) (i32.const 1))))
      (local.set $r0 (i32.add (global.get $w1) (i32.mul (i32.load (i32.add (global.get $rows) (i32.shl (local.get $k) (i32.const 2)))) (local.get $rb))))
      (local.set $r1 (i32.add (global.get $w1) (i32.mul (i32.load (i32.add (global.get $rows) (i32.shl (i32.add (local.get $k) (i32.const 1)) (i32.const 2)))) (local.get $rb))))
      (local.set $r2 (i32.add (global.get $w1) (i32.mul (i32.load (i32.add (global.get $rows) (i32.shl (i32.add (local.get $k) (i32.const 2)) (i32.const 2)))) (local.get $rb))))
      (local.set $r3 (i32.add (global.get $w1) (i32.mul (i32.load (i32.add (global.get $rows) (i32.shl (i32.add (local.get $k) (i32.const 3)) (i32.const 2)))) (local.get $rb))))
      (local.set $d0 (v128.load32_splat (i32.add (global.get $by) (i32.shl (local.get $k) (i32.const 2)))))
      (local.set $d1 (v128.load32_splat (i32.add (global.get $by) (i32.shl (i32.add (local.get $k) (i32.const 1)) (i32.const 2)))))
      (local.set $d2 (v128.load32_splat (i32.add (global.get $by) (i32.shl (i32.add (local.get $k) (i32.const 2)) (i32.const 2)))))
      (local.set $d3 (v128.load32_splat (i32.add (global.get $by) (i32.shl (i32.add (local.get $k) (i32.const 3)) (i32.const 2)))))
      (local.set $j (i32.const 0))
      (block $jd (loop $jl
        (br_if $jd (i32.ge_u (local.get $j) (local.get $end)))
        (v128.store (i32.add (local.get $acc) (local.get $j))
          (f32x4.add
            (f32x4.add (v128.load (i32.add (local.get $acc) (local.get $j)))
              (f32x4.add (f32x4.mul (v128.load (i32.add (local.get $r0) (local.get $j))) (local.get $d0))
                         (f32x4.mul (v128.load (i32.add (local.get $r1) (local.get $j))) (local.get $d1))))
            (f32x4.add (f32x4.mul (v128.load (i32.add (local.get $r2) (local.get $j))) (local.get $d2))
                       (f32x4.mul (v128.load (i32.add (local.get $r3) (local.get $j))) (local.get $d3)))))
        (local.set $j (i32.add (local.get $j) (i32.const 16)))
        (br $jl)))
      (local.set $k (i32.add (local.get $k) (i32.const 4)))
      (br $l4)))
    ;; the remaining rows one at a time
    (block $g1 (loop $l1
      (br_if $g1 (i32.ge_s (local.get $k) (local.get $m)))
      (local.set $r0 (i32.add (global.get $w1) (i32.mul (i32.load (i32.add (global.get $rows) (i32.shl (local.get $k) (i32.const 2)))) (local.get $rb))))
      (local.set $d0 (v128.load32_splat (i32.add (global.get $by) (i32.shl (local.get $k) (i32.const 2)))))
      (local.set $j (i32.const 0))
      (block $jd1 (loop $jl1
        (br_if $jd1 (i32.ge_u (local.get $j) (local.get $end)))
        (v128.store (i32.add (local.get $acc) (local.get $j))
          (f32x4.add (v128.load (i32.add (local.get $acc) (local.get $j)))
                     (f32x4.mul (v128.load (i32.add (local.get $r0) (local.get $j))) (local.get $d0))))
        (local.set $j (i32.add (local.get $j) (i32.const 16)))
        (br $jl1)))
      (local.set $k (i32.add (local.get $k) (i32.const 1)))
      (br $l1))))

  ;; The logistic function of four lanes, 1 / (1 + e^-z), with e^t from t = n·ln 2 + r (|r| ≤ ln 2 / 2),
  ;; e^r by its Taylor polynomial to r^5 and 2^n through the exponent bits (relative error below 3e-6).
  (func $sig4 (param $z v128) (result v128)
    (local $t v128) (local $n v128) (local $r v128) (local $p v128)
    ;; t = -z, clamped so 2^n stays a normal float
    (local.set $t (f32x4.max (f32x4.splat (f32.const -87))
                    (f32x4.min (f32x4.splat (f32.const 87)) (f32x4.neg (local.get $z)))))
    (local.set $n (f32x4.nearest (f32x4.mul (local.get $t) (f32x4.splat (f32.const 1.44269504)))))
    (local.set $r (f32x4.sub (f32x4.sub (local.get $t) (f32x4.mul (local.get $n) (f32x4.splat (f32.const 0.693359375))))
                    (f32x4.mul (local.get $n) (f32x4.splat (f32.const -2.12194440e-4)))))
    (local.set $p (f32x4.splat (f32.const 8.3333333e-3)))
    (local.set $p (f32x4.add (f32x4.mul (local.get $p) (local.get $r)) (f32x4.splat (f32.const 4.1666667e-2))))
    (local.set $p (f32x4.add (f32x4.mul (local.get $p) (local.get $r)) (f32x4.splat (f32.const 1.6666667e-1))))
    (local.set $p (f32x4.add (f32x4.mul (local.get $p) (local.get $r)) (f32x4.splat (f32.const 0.5))))
    (local.set $p (f32x4.add (f32x4.add (f32x4.mul (local.get $p) (f32x4.mul (local.get $r) (local.get $r))) (local.get $r))
                    (f32x4.splat (f32.const 1))))
    ;; e^t = p · 2^n
    (local.set $p (f32x4.mul (local.get $p)
                    (i32x4.shl (i32x4.add (i32x4.trunc_sat_f32x4_s (local.get $n)) (i32x4.splat (i32.const 127))) (i32.const 23))))
    (f32x4.div (f32x4.splat (f32.const 1)) (f32x4.add (f32x4.splat (f32.const 1)) (local.get $p))))

  ;; out[k] := sigmoid(b2[k] + Σ_j w2[k][j] · sigmoid(hid[j])) for the five outputs.
  (func $outputs
    (local $j i32) (local $end i32) (local $p i32) (local $y v128) (local $rb i32)
    (local $t v128) (local $n v128) (local $r v128) (local $e v128)
    (local $s0 v128) (local $s1 v128) (local $s2 v128) (local $s3 v128) (local $s4 v128)
    (local.set $end (i32.shl (global.get $h4) (i32.const 2)))
    (local.set $rb (local.get $end))
    (block $d (loop $l
      (br_if $d (i32.ge_u (local.get $j) (local.get $end)))
      (local.set $p (i32.add (global.get $hid) (local.get $j)))
      ;; y := the logistic of the four sums ($sig4, inlined)
      ;; t = -z, clamped so 2^n stays a normal float
      (local.set $t (f32x4.max (f32x4.splat (f32.const -87))
                      (f32x4.min (f32x4.splat (f32.const 87)) (f32x4.neg (v128.load (local.get $p))))))
      (local.set $n (f32x4.nearest (f32x4.mul (local.get $t) (f32x4.splat (f32.const 1.44269504)))))
      (local.set $r (f32x4.sub (f32x4.sub (local.get $t) (f32x4.mul (local.get $n) (f32x4.splat (f32.const 0.693359375))))
                      (f32x4.mul (local.get $n) (f32x4.splat (f32.const -2.12194440e-4)))))
      (local.set $e (f32x4.splat (f32.const 8.3333333e-3)))
      (local.set $e (f32x4.add (f32x4.mul (local.get $e) (local.get $r)) (f32x4.splat (f32.const 4.1666667e-2))))
      (local.set $e (f32x4.add (f32x4.mul (local.get $e) (local.get $r)) (f32x4.splat (f32.const 1.6666667e-1))))
      (local.set $e (f32x4.add (f32x4.mul (local.get $e) (local.get $r)) (f32x4.splat (f32.const 0.5))))
      (local.set $e (f32x4.add (f32x4.add (f32x4.mul (local.get $e) (f32x4.mul (local.get $r) (local.get $r))) (local.get $r))
                      (f32x4.splat (f32.const 1))))
      ;; e^t = p · 2^n
      (local.set $e (f32x4.mul (local.get $e)
                      (i32x4.shl (i32x4.add (i32x4.trunc_sat_f32x4_s (local.get $n)) (i32x4.splat (i32.const 127))) (i32.const 23))))
      (local.set $y (f32x4.div (f32x4.splat (f32.const 1)) (f32x4.add (f32x4.splat (f32.const 1)) (local.get $e))))
      (local.set $p (i32.add (global.get $w2) (local.get $j)))
      (local.set $s0 (f32x4.add (local.get $s0) (f32x4.mul (local.get $y) (v128.load (local.get $p)))))
      (local.set $p (i32.add (local.get $p) (local.get $rb)))
      (local.set $s1 (f32x4.add (local.get $s1) (f32x4.mul (local.get $y) (v128.load (local.get $p)))))
      (local.set $p (i32.add (local.get $p) (local.get $rb)))
      (local.set $s2 (f32x4.add (local.get $s2) (f32x4.mul (local.get $y) (v128.load (local.get $p)))))
      (local.set $p (i32.add (local.get $p) (local.get $rb)))
      (local.set $s3 (f32x4.add (local.get $s3) (f32x4.mul (local.get $y) (v128.load (local.get $p)))))
      (local.set $p (i32.add (local.get $p) (local.get $rb)))
      (local.set $s4 (f32x4.add (local.get $s4) (f32x4.mul (local.get $y) (v128.load (local.get $p)))))
      (local.set $j (i32.add (local.get $j) (i32.const 16)))
      (br $l)))
    ;; the five sums as lanes (four, then the fifth), squashed together
    (v128.store (global.get $out) (call $sig4 (f32x4.add (v128.load (global.get $b2))
      (f32x4.replace_lane 3 (f32x4.replace_lane 2 (f32x4.replace_lane 1 (f32x4.splat (call $hsum (local.get $s0)))
        (call $hsum (local.get $s1))) (call $hsum (local.get $s2))) (call $hsum (local.get $s3))))))
    (v128.store offset=16 (global.get $out) (call $sig4 (f32x4.add (v128.load offset=16 (global.get $b2))
      (f32x4.splat (call $hsum (local.get $s4)))))))

  (func $hsum (param $v v128) (result f32)
    (f32.add
      (f32.add (f32x4.extract_lane 0 (local.get $v)) (f32x4.extract_lane 1 (local.get $v)))
      (f32.add (f32x4.extract_lane 2 (local.get $v)) (f32x4.extract_lane 3 (local.get $v)))))

  ;; sums := the hidden sums of base (b1 plus its non-zero inputs' rows).
  (func (export "setBase")
    (call $addRows (global.get $sums) (global.get $b1) (call $diff (global.get $base) (global.get $zero))))

  ;; out := the network's outputs for x, from the base's sums (only the inputs that differ are added).
  (func (export "forwardFrom")
    (call $addRows (global.get $hid) (global.get $sums) (call $diff (global.get $x) (global.get $base)))
    (call $outputs))

  ;; out := the network's outputs for x (from b1 and x's non-zero inputs).
  (func (export "forward")
    (call $addRows (global.get $hid) (global.get $b1) (call $diff (global.get $x) (global.get $zero)))
    (call $outputs))
)
